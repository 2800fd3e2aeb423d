import { isoDate } from '../../shared/iso-date.ts';
import { seededRandom } from '../../shared/seeded-random.ts';
import type { FileItem, ItemType } from '../model.ts';

type Node = [name: string, type: ItemType, children?: Node[]] | [name: string, type: ItemType, kb: number, description: string];

// The sample drive; files carry a size in KB and a description, folders their children.
const TREE: Node[] = [
  [
    'Personal',
    'folder',
    [
      ['Shopping list', 'DOC', 48, 'Weekly groceries and household items.'],
      ['Summer budget', 'XLS', 132, 'Holiday spending plan with a small reserve.'],
      ['Passport scan', 'JPG', 2450, 'Scanned copy of the passport photo page.'],
      [
        'Recipes',
        'folder',
        [
          ['Lentil soup', 'TXT', 3, 'Grandma\u2019s recipe, serves four.'],
          ['Sourdough starter', 'PDF', 640, 'Feeding schedule and troubleshooting.'],
        ],
      ],
    ],
  ],
  [
    'Photos',
    'folder',
    [
      [
        'Holidays 2023',
        'folder',
        [
          ['Beach at sunset', 'JPG', 3820, 'Taken on the last evening of the trip.'],
          ['Old town walk', 'JPG', 2975, 'Narrow streets near the harbour.'],
          ['Mountain pass', 'JPG', 4410, 'Panorama from the top of the pass.'],
        ],
      ],
      ['Biometric portrait', 'JPG', 1380, 'Portrait for the new ID card.'],
      ['Scanned image 20230412-1', 'JPG', 950, 'Receipt scan.'],
      ['Scanned image 20230412-2', 'JPG', 1010, 'Warranty card scan.'],
    ],
  ],
  [
    'Work',
    'folder',
    [
      [
        'Contracts',
        'folder',
        [
          ['Contract #123', 'PDF', 812, 'Signed maintenance contract for the corridor sensors.'],
          ['Contract #124 draft', 'DOC', 230, 'Draft awaiting the legal review.'],
        ],
      ],
      [
        'Reports',
        'folder',
        [
          ['Q1 travel times', 'XLS', 1750, 'Quarterly travel-time summary per route.'],
          ['Q2 travel times', 'XLS', 1820, 'Quarterly travel-time summary per route.'],
          ['Incident review', 'PDF', 2210, 'Review of the bridge closure in April.'],
        ],
      ],
      ['Estimated budget', 'XLS', 356, 'Next year\u2019s operating budget estimate.'],
      ['DMCA notice #42', 'DOC', 96, 'Takedown notice received in March.'],
      ['Meeting notes', 'TXT', 12, 'Notes from the weekly operations meeting.'],
    ],
  ],
  ['Archive', 'folder', []],
  ['Invoices', 'PDF', 1120, 'All invoices of last year in one document.'],
  ['Crash logs', 'TXT', 284, 'Application crash logs from the test devices.'],
  ['System logs', 'TXT', 517, 'Server logs of the last maintenance window.'],
  ['Personal projects', 'DOC', 175, 'Ideas and plans for side projects.'],
  ['Prices', 'DOC', 64, 'Price list for the spring season.'],
];
const PEOPLE = ['Brian Hughes', 'Dena Molina', 'Ömer Çelik', 'Shelby Hart'];

export function formatSize(kb: number): string {
  if (kb < 1024) return `${kb} KB`;
  const mb = kb / 1024;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/** Flattens the sample tree into items; a folder's size and file count are those of what it holds. */
export function fileManagerSample(): FileItem[] {
  const r = seededRandom(3131);
  const items: FileItem[] = [];
  const walk = (nodes: Node[], folderId: string | null): { kb: number; files: number } => {
    let total = { kb: 0, files: 0 };
    for (const node of nodes) {
      const id = r.guid();
      const created = isoDate(2023, r.int(1, 12), r.int(1, 28));
      const modified = isoDate(2024, r.int(1, 12), r.int(1, 28));
      const base = { id, folderId, name: node[0], type: node[1], createdBy: r.pick(PEOPLE), createdAt: created, modifiedAt: modified };
      if (node[1] === 'folder') {
        const item: FileItem = { ...base, size: '', contents: '', description: null };
        items.push(item);
        const inner = walk((node[2] as Node[]) ?? [], id);
        item.size = formatSize(inner.kb);
        item.contents = `${inner.files} ${inner.files === 1 ? 'file' : 'files'}`;
        item.description = null;
        total = { kb: total.kb + inner.kb, files: total.files + inner.files };
      } else {
        const [, , kb, description] = node as [string, ItemType, number, string];
        items.push({ ...base, size: formatSize(kb), contents: null, description });
        total = { kb: total.kb + kb, files: total.files + 1 };
      }
    }
    return total;
  };
  walk(TREE, null);
  return items;
}
