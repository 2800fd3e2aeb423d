/** Locale-aware comparison for names: "Ömer" sorts next to "Omar", not after "Zoe". */
const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

export const compareText = (a: string, b: string): number => collator.compare(a, b);

export const sortByName = <T extends { name: string }>(items: T[]): T[] => items.sort((a, b) => compareText(a.name, b.name));

/** Case-insensitive "contains", the rule of every mock search. */
export const includesText = (text: string | null | undefined, query: string): boolean =>
  (text ?? '').toLowerCase().includes(query.toLowerCase());
