import { coverImage } from '../../shared/svg-art.ts';
import { seededRandom } from '../../shared/seeded-random.ts';
import type { NoteLabel, StoredNote } from '../model.ts';

export const LABELS: NoteLabel[] = [
  { id: 'f47c92e5-20b9-44d9-917f-9ff4ad25dfd0', title: 'Family' },
  { id: 'e2f749f5-41ed-49d0-a92a-1c83d879e371', title: 'Work' },
  { id: 'b1cde9ee-e54d-4142-ad8b-cf55dafc9528', title: 'Tasks' },
  { id: '6c288794-47eb-4605-8bdf-785b61a449d3', title: 'Priority' },
  { id: 'bbc73458-940b-421c-8d5f-8fcd23a9b0d6', title: 'Personal' },
  { id: '2dc11344-3507-48e0-83d6-1c047107f052', title: 'Friends' },
];

interface Row {
  title: string;
  content?: string;
  tasks?: [string, boolean][];
  labels?: number[];
  image?: boolean;
  reminder?: number;
  archived?: boolean;
}

const ROWS: Row[] = [
  {
    title: 'Detector maintenance checklist',
    content: 'Before every site visit, in this order:',
    tasks: [
      ['Download the last 48 h of logs', true],
      ['Check the battery voltage', false],
      ['Clean the solar panel', false],
      ['Photograph the mounting', false],
    ],
    labels: [1, 2],
    reminder: 2,
  },
  {
    title: 'Ideas for the council presentation',
    content:
      'Lead with the bus lane result: 11% faster journeys in the evening peak. Keep the charts simple, one message per slide. End with the industrial zone proposal.',
    labels: [1, 3],
  },
  {
    title: 'Groceries',
    tasks: [
      ['Tomatoes', true],
      ['Olive oil', false],
      ['Bread', false],
      ['Coffee beans', false],
      ['Lemons', true],
    ],
    labels: [0],
  },
  {
    title: 'Harbour Road radar',
    content: 'Solar panel cracked. Replacement ordered, delivery Thursday. Lane closure booked for Friday 06:00–08:00.',
    labels: [1, 3],
    image: true,
  },
  {
    title: 'Books to read',
    tasks: [
      ['The Death and Life of Great American Cities', true],
      ['Traffic by Tom Vanderbilt', false],
      ['Walkable City', false],
    ],
    labels: [4],
  },
  {
    title: 'Weekend at the coast',
    content: 'Leave before 8 to beat the traffic. Pack the beach umbrella and the good sunscreen.',
    labels: [0, 5],
    image: true,
    reminder: 5,
  },
  {
    title: 'Questions for the vendor call',
    tasks: [
      ['Can the detectors report every 30 s?', false],
      ['What does a firmware update cost per unit?', false],
      ['Is there an API for the battery level?', true],
    ],
    labels: [1, 2],
  },
  {
    title: 'Birthday present for Ayşe',
    content: 'She mentioned the ceramics class twice. Check if the Saturday course still has places.',
    labels: [5],
  },
  {
    title: 'Speed limit change on the bypass',
    content: 'Takes effect Monday. Add an annotation to the dashboards so the drop in average speed is not read as congestion.',
    labels: [1],
    reminder: 1,
  },
  {
    title: 'Running plan',
    tasks: [
      ['Mon 5 km easy', true],
      ['Wed intervals 6×400 m', true],
      ['Sat 12 km long run', false],
    ],
    labels: [4],
  },
  { title: 'Wi-Fi password for guests', content: 'Network: roadlens-guest\nThe password is on the fridge, not here.', labels: [4] },
  {
    title: 'Old notes from the pilot',
    content: 'The first pilot used manual counts at three junctions. Kept for reference only.',
    labels: [1],
    archived: true,
  },
  {
    title: 'Holiday packing list',
    tasks: [
      ['Passports', true],
      ['Chargers', true],
      ['Swimsuits', true],
    ],
    labels: [0],
    archived: true,
    image: true,
  },
  {
    title: 'Team lunch places',
    content: 'The new place by the river (good falafel), the noodle bar on 5th, and the Friday market.',
    labels: [5, 1],
  },
];

/** The sample notes, the same on every load; dates count back from `now`. */
export function sampleNotes(now = new Date()): StoredNote[] {
  const r = seededRandom(55_501);
  const day = 86_400_000;
  return ROWS.map((row, i) => {
    const created = now.getTime() - (i + 1) * day * 2.5 - r.int(0, 600) * 60_000;
    const updated = r.bool(0.5) ? created + r.int(1, 40) * 3_600_000 : null;
    return {
      id: r.guid(),
      title: row.title,
      content: row.content ?? '',
      tasks: (row.tasks ?? []).map(([content, completed]) => ({ id: r.guid(), content, completed })),
      image: row.image ? coverImage(7_000 + i) : null,
      reminder: row.reminder === undefined ? null : new Date(now.getTime() + row.reminder * day).toISOString(),
      labels: (row.labels ?? []).map((l) => LABELS[l].id),
      archived: row.archived ?? false,
      createdAt: new Date(created).toISOString(),
      updatedAt: updated && updated < now.getTime() ? new Date(updated).toISOString() : null,
    };
  });
}
