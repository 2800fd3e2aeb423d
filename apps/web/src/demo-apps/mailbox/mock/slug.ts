/**
 * A label's slug, in this order: lower-case, spaces to hyphens, repeated hyphens
 * collapsed, then every character other than a word character or a hyphen removed. Because the
 * removal comes last, "a-!-b" keeps two hyphens ("a--b"): that is the stated behaviour.
 */
export const slugify = (title: string): string =>
  title
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/-+/g, '-')
    .replace(/[^\w-]+/g, '');

/** On creation a slug already in use gets -1, -2 … until it is free. */
export function uniqueSlug(slug: string, taken: readonly string[]): string {
  let candidate = slug;
  for (let suffix = 1; taken.includes(candidate); suffix++) candidate = `${slug}-${suffix}`;
  return candidate;
}
