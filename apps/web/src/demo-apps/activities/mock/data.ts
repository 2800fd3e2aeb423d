import { avatarImage } from '../../shared/svg-art.ts';
import { seededRandom } from '../../shared/seeded-random.ts';
import type { Activity } from '../model.ts';

interface Row {
  who?: number;
  icon?: string;
  description: string;
  extra?: string;
  linked?: string;
  link?: string;
  hoursAgo: number;
}

// Plain text only: the page renders every field as text (template descriptions were HTML).
const ROWS: Row[] = [
  {
    icon: 'SensorsOutlined',
    description: 'Radar unit on Harbour Road stopped reporting',
    linked: 'Open the task',
    link: '/apps/tasks',
    hoursAgo: 0.4,
  },
  {
    who: 0,
    description: 'Myra Dudley sent you a mail',
    linked: 'Quarterly traffic report is ready for review',
    link: '/apps/mailbox',
    hoursAgo: 1.2,
  },
  {
    who: 1,
    description: 'Tina Harris commented on a card',
    extra: 'The cycle time at the second junction looks too long for the morning peak. Can we try 90 seconds?',
    linked: 'Sensor roll-out',
    link: '/apps/scrumboard',
    hoursAgo: 3,
  },
  {
    icon: 'AssessmentOutlined',
    description: 'The monthly congestion report was generated',
    linked: 'See the analytics',
    link: '/dashboards/analytics',
    hoursAgo: 5.5,
  },
  { who: 2, description: 'Hanan Özdemir completed a task', linked: 'Swap the SIM card of detector 2041', link: '/apps/tasks', hoursAgo: 9 },
  { icon: 'LockOutlined', description: 'Your password was changed', hoursAgo: 20 },
  { who: 3, description: 'Kelly Ward added you to a board', linked: 'Platform release 2.4', link: '/apps/scrumboard', hoursAgo: 26 },
  {
    who: 4,
    description: 'Ayşe Kaya shared a note with you',
    extra: 'Before every site visit: download the last 48 h of logs, check the battery voltage, clean the solar panel.',
    linked: 'Detector maintenance checklist',
    link: '/apps/notes',
    hoursAgo: 31,
  },
  {
    icon: 'NewReleasesOutlined',
    description: 'Roadlens was updated to a new version',
    linked: 'Read the changelog',
    link: '/docs/changelog',
    hoursAgo: 49,
  },
  {
    who: 5,
    description: 'Jonas Becker uploaded 3 files',
    extra: 'ring-road-camera.jpg, junction-layout.png, detector-logs.zip',
    hoursAgo: 54,
  },
  {
    icon: 'CalendarMonthOutlined',
    description: 'Reminder: team offsite next Wednesday',
    link: '/apps/notes',
    linked: 'Open the note',
    hoursAgo: 75,
  },
  {
    who: 6,
    description: 'Priya Raman mentioned you in a comment',
    extra: '@Brian can you check the before-and-after figures for the bus lane pilot?',
    linked: 'Council reporting',
    link: '/apps/scrumboard',
    hoursAgo: 98,
  },
  {
    icon: 'TaskAltOutlined',
    description: 'You completed 4 tasks this week',
    linked: 'Open the task list',
    link: '/apps/tasks',
    hoursAgo: 120,
  },
  { who: 7, description: 'Marco Bellini accepted your invitation', hoursAgo: 146 },
  { icon: 'SensorsOutlined', description: 'Twelve detectors were added to the industrial zone plan', hoursAgo: 170 },
];

export function sampleActivities(now = new Date()): Activity[] {
  const r = seededRandom(8_080);
  return ROWS.map((row) => ({
    id: r.guid(),
    icon: row.icon ?? null,
    image: row.who === undefined ? null : avatarImage(1_000 + row.who * 7),
    description: row.description,
    date: new Date(now.getTime() - row.hoursAgo * 3_600_000).toISOString(),
    extraContent: row.extra ?? null,
    linkedContent: row.linked ?? null,
    link: row.link ?? null,
    useRouter: Boolean(row.link),
  }));
}
