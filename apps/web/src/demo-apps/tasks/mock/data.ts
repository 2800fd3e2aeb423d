import { daysAgo } from '../../shared/iso-date.ts';
import { seededRandom } from '../../shared/seeded-random.ts';
import type { Task, TaskPriority, TaskTag } from '../model.ts';

export const TAGS: TaskTag[] = [
  { id: 'a0bf42ca-c3a5-47be-8341-b9c0bb8ef270', title: 'api' },
  { id: 'c6058d0d-a4b0-4453-986a-9d249ec230b1', title: 'frontend' },
  { id: 'd3ef4226-ef2c-43b0-a986-3e3e07f32799', title: 'bug' },
  { id: '51483dd3-cb98-4400-9128-4bd66b455807', title: 'backend' },
  { id: '91658b8a-f382-4b0c-a53f-e9390351c2c5', title: 'field work' },
  { id: '2b884143-419a-45ca-a7f6-48f99f4e7798', title: 'mobile' },
  { id: '2f8d6f0a-c8f7-4b4c-9e17-5b5d2c0e1a93', title: 'research' },
  { id: '0fc39efd-f640-41f8-95a5-3f1d749df200', title: 'reporting' },
];

interface Row {
  section?: string;
  title?: string;
  notes?: string;
  tags?: number[];
  priority?: TaskPriority;
  done?: boolean;
  due?: number;
  subTasks?: string[];
}

// A road-operations team's backlog, grouped by section in list order.
const ROWS: Row[] = [
  { section: 'Field operations' },
  {
    title: 'Replace the solar panel of the Harbour Road radar',
    notes: 'Battery voltage drops below 11 V every night; the panel is cracked.',
    tags: [4],
    priority: 2,
    due: -1,
    subTasks: ['Order replacement panel', 'Book a lane closure', 'Check the charge controller'],
  },
  {
    title: 'Calibrate the Bluetooth detectors on the ring road',
    notes: 'Match rate fell by 8% after the firmware update.',
    tags: [4, 6],
    priority: 1,
    due: 5,
  },
  {
    title: 'Survey new detector locations in the industrial zone',
    tags: [4, 6],
    priority: 1,
    due: 12,
    subTasks: ['Check power supply', 'Check mobile coverage', 'Photograph each mast'],
  },
  { title: 'Swap the SIM card of detector 2041', tags: [4], priority: 0, done: true, due: -6 },
  {
    title: 'Clean the camera lenses at the river bridge',
    notes: 'Images are blurry in the morning because of dirt and condensation.',
    tags: [4],
    priority: 0,
    due: 20,
  },
  { section: 'Platform' },
  {
    title: 'Export journey times as CSV from the route page',
    notes: 'Timestamps in UTC, link id as the first column.',
    tags: [0, 1],
    priority: 1,
    due: 3,
  },
  {
    title: 'Fix the travel-time chart when a day has no data',
    notes: 'The line jumps to zero instead of leaving a gap.',
    tags: [1, 2],
    priority: 2,
    due: 1,
  },
  {
    title: 'Add an alert rule for sudden speed drops',
    tags: [3, 0],
    priority: 1,
    due: 9,
    subTasks: ['Define the threshold', 'Add the rule type', 'Write the notification text'],
  },
  {
    title: 'Speed up the nightly aggregation job',
    notes: 'Runs for 40 minutes; most of it is the per-link median.',
    tags: [3, 6],
    priority: 1,
  },
  { title: 'Show detector battery level on the map', tags: [1], priority: 0, done: true },
  {
    title: 'Handle daylight saving time in hourly reports',
    notes: 'The report shows 25 hours on the last Sunday of October.',
    tags: [3, 2, 7],
    priority: 2,
    due: 2,
  },
  { title: 'Make the live map usable on phones', tags: [1, 5], priority: 1, due: 15 },
  { section: 'Reporting' },
  {
    title: 'Monthly congestion report for the city council',
    notes: 'Use the new index and compare with the same month last year.',
    tags: [7],
    priority: 2,
    due: 4,
    subTasks: ['Collect the figures', 'Write the summary', 'Review with Brian'],
  },
  { title: 'Before-and-after study of the bus lane pilot', tags: [7, 6], priority: 1, due: 25 },
  { title: 'Publish the open data set of average speeds', notes: 'Check with legal about the licence first.', tags: [7, 0], priority: 0 },
  { title: 'Prepare the quarterly KPI slides', tags: [7], priority: 1, done: true, due: -12 },
  { section: 'Team' },
  {
    title: 'Onboard the new traffic analyst',
    tags: [],
    priority: 1,
    due: 7,
    subTasks: ['Create accounts', 'Walk through the dashboards', 'Pair on the first report'],
  },
  { title: 'Plan the team offsite', notes: 'Wednesday next week, bus at 8:30.', tags: [], priority: 0, due: 8 },
  { title: 'Review on-call rota for the holidays', tags: [3], priority: 1, due: 14 },
];

/** The sample backlog; `memberIds` are the people tasks get assigned to. */
export function sampleTasks(memberIds: string[], now = new Date()): Task[] {
  const r = seededRandom(424_242);
  return ROWS.map((row, order) => {
    const id = r.guid();
    if (row.section) {
      return {
        id,
        type: 'section',
        title: row.section,
        notes: null,
        completed: false,
        dueDate: null,
        priority: 1,
        tags: [],
        assignedTo: null,
        subTasks: [],
        order,
      };
    }
    return {
      id,
      type: 'task',
      title: row.title ?? '',
      notes: row.notes ?? null,
      completed: row.done ?? false,
      dueDate: row.due === undefined ? null : daysAgo(-row.due, now),
      priority: row.priority ?? 1,
      tags: (row.tags ?? []).map((i) => TAGS[i].id),
      assignedTo: r.bool(0.8) ? r.pick(memberIds) : null,
      subTasks: (row.subTasks ?? []).map((title, i) => ({ id: r.guid(), title, completed: row.done ? true : i === 0 && r.bool(0.6) })),
      order,
    };
  });
}
