import { daysAgo } from '../../shared/iso-date.ts';
import { samplePeople } from '../../shared/sample-people.ts';
import { seededRandom } from '../../shared/seeded-random.ts';
import type { BoardLabel, BoardList, Card, Member, StoredBoard } from '../model.ts';
import { POSITION_STEP } from '../positions.ts';

interface BoardSeed {
  title: string;
  description: string;
  icon: string;
  labels: string[];
  lists: { title: string; cards: { title: string; description?: string; labels?: number[]; due?: number }[] }[];
}

const BOARDS: BoardSeed[] = [
  {
    title: 'Sensor roll-out',
    description: 'Installing the twelve new Bluetooth detectors in the industrial zone',
    icon: 'SensorsOutlined',
    labels: ['Field work', 'Procurement', 'Blocked', 'Power', 'Network'],
    lists: [
      {
        title: 'Backlog',
        cards: [
          {
            title: 'Agree on the final detector locations',
            description: 'Walk the route with the city engineer and mark each mast.',
            labels: [0],
            due: 6,
          },
          { title: 'Order mounting brackets', labels: [1] },
          { title: 'Ask the utility for two extra power connections', labels: [3, 2], due: 10 },
          { title: 'Pick a mobile data plan for the new SIM cards', labels: [4, 1] },
        ],
      },
      {
        title: 'In progress',
        cards: [
          {
            title: 'Procure the twelve detectors',
            description: 'Vendor confirmed delivery in three weeks. Waiting for the signed order.',
            labels: [1],
            due: 3,
          },
          { title: 'Site survey: Harbour Road to the ring road', labels: [0], due: 1 },
          { title: 'Write the installation checklist', description: 'Based on the last roll-out, plus a photo of every mounting.' },
        ],
      },
      {
        title: 'Review',
        cards: [
          { title: 'Traffic management plan for lane closures', labels: [0, 2], due: -1 },
          {
            title: 'Network test at three masts',
            description: 'Signal strength is fine at two; the third needs an external antenna.',
            labels: [4],
          },
        ],
      },
      {
        title: 'Done',
        cards: [
          { title: 'Budget approved', labels: [1] },
          { title: 'Kick-off meeting with the vendor' },
          { title: 'Choose the detector model', description: 'Went with the same model as the ring road for easier maintenance.' },
        ],
      },
    ],
  },
  {
    title: 'Platform release 2.4',
    description: 'Journey-time exports, speed-drop alerts and the mobile map',
    icon: 'RocketLaunchOutlined',
    labels: ['Feature', 'Bug', 'Design', 'Backend'],
    lists: [
      {
        title: 'To do',
        cards: [
          { title: 'Alert rule for sudden speed drops', labels: [0, 3], due: 9 },
          { title: 'Dark mode for the live map', labels: [2] },
        ],
      },
      {
        title: 'Doing',
        cards: [
          { title: 'CSV export of journey times', labels: [0, 3], due: 4 },
          { title: 'Chart gap when a day has no data', labels: [1], due: 2 },
        ],
      },
      { title: 'Done', cards: [{ title: 'Detector battery level on the map', labels: [0, 2] }] },
    ],
  },
  {
    title: 'Council reporting',
    description: 'Monthly congestion report and the bus lane study',
    icon: 'AssessmentOutlined',
    labels: ['Data', 'Writing', 'Review'],
    lists: [
      {
        title: 'Drafting',
        cards: [
          { title: 'Monthly congestion report', labels: [0, 1], due: 5 },
          { title: 'Bus lane before-and-after study', labels: [0], due: 21 },
        ],
      },
      { title: 'With the council', cards: [{ title: 'Quarterly KPI slides', labels: [2] }] },
    ],
  },
];

export interface ScrumboardSeed {
  members: Member[];
  boards: StoredBoard[];
  lists: BoardList[];
  cards: Card[];
  labels: BoardLabel[];
}

/** The sample boards, the same on every load; dates count from `now`. */
export function sampleScrumboard(now = new Date()): ScrumboardSeed {
  const r = seededRandom(65_536);
  const members = samplePeople()
    .slice(0, 10)
    .map(({ id, name, avatar }) => ({ id, name, avatar }));
  const seed: ScrumboardSeed = { members, boards: [], lists: [], cards: [], labels: [] };
  BOARDS.forEach((b, bi) => {
    const boardId = r.guid();
    seed.boards.push({
      id: boardId,
      title: b.title,
      description: b.description,
      icon: b.icon,
      lastActivity: new Date(now.getTime() - (bi * 26 + r.int(1, 20)) * 3_600_000).toISOString(),
      members: r.some(members, 3, 6).map((m) => m.id),
    });
    const labels = b.labels.map((title) => ({ id: r.guid(), boardId, title }));
    seed.labels.push(...labels);
    b.lists.forEach((l, li) => {
      const listId = r.guid();
      seed.lists.push({ id: listId, boardId, position: (li + 1) * POSITION_STEP, title: l.title });
      l.cards.forEach((c, ci) => {
        seed.cards.push({
          id: r.guid(),
          boardId,
          listId,
          position: (ci + 1) * POSITION_STEP,
          title: c.title,
          description: c.description ?? '',
          labels: (c.labels ?? []).map((i) => labels[i].id),
          dueDate: c.due === undefined ? null : daysAgo(-c.due, now),
        });
      });
    });
  });
  return seed;
}
