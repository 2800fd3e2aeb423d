/** A country's flag from its two-letter iso code, drawn by the system's emoji font (no sprite to ship). */
export const flagEmoji = (iso: string): string =>
  /^[a-z]{2}$/i.test(iso) ? String.fromCodePoint(...[...iso.toUpperCase()].map((c) => 0x1f1a5 + c.charCodeAt(0))) : '';
