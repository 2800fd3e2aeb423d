import type { SvgIconComponent } from '@mui/icons-material';

type Bucket = Record<string, SvgIconComponent>;

// Each file in sets/ bundles one variant's icons for a range of first letters (about 200 kB), so
// the page downloads only the ranges it shows instead of the whole 4 MB icon library.
const bucketFiles = import.meta.glob<{ default: Bucket }>('./sets/*.ts');

const RANGES = ['a-c', 'd-i', 'j-r', 's-z'] as const;

/** The sets/ file holding an icon: its variant (by MUI suffix) and the range of its first letter. */
export function bucketOf(name: string, suffix: string): string {
  const first = name[0]?.toLowerCase() ?? 'a';
  const range = RANGES.find((r) => first >= r[0] && first <= r[2]) ?? RANGES[0];
  return `./sets/${suffix ? suffix.toLowerCase() : 'filled'}-${range}.ts`;
}

/** Loads a bucket and keys its icons by component name (the glob keys them by file path). */
export async function loadBucket(file: string): Promise<Map<string, SvgIconComponent>> {
  const load = bucketFiles[file];
  if (!load) return new Map();
  const { default: icons } = await load();
  return new Map(Object.entries(icons).map(([path, icon]) => [path.slice(path.lastIndexOf('/') + 1).replace(/\.mjs$/, ''), icon]));
}
