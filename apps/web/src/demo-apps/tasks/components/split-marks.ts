export interface MarkedPart {
  text: string;
  marked: boolean;
}

/**
 * Splits a search result title like `Fix <mark>map</mark> bug` into plain and marked parts, so
 * the page can render `<mark>` elements itself. Nothing else in the text is treated as markup:
 * a title containing "<b>" shows those characters.
 */
export function splitMarks(title: string): MarkedPart[] {
  const parts: MarkedPart[] = [];
  const pattern = /<mark>(.*?)<\/mark>/gs;
  let last = 0;
  for (const match of title.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: title.slice(last, match.index), marked: false });
    parts.push({ text: match[1], marked: true });
    last = match.index + match[0].length;
  }
  if (last < title.length) parts.push({ text: title.slice(last), marked: false });
  return parts;
}
