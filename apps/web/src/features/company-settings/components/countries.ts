import { drivingDirectionOf } from '@roadlens/contract/company';

/**
 * Every country the runtime can name, in the given language, with its driving side. The runtime
 * holds the names; the codes are the two-letter region codes it recognises.
 */
export function countries(lang: string): Array<{ code: string; name: string; side: 'left' | 'right' }> {
  let names: Intl.DisplayNames;
  try {
    names = new Intl.DisplayNames([lang, 'en'], { type: 'region', fallback: 'none' });
  } catch {
    return [];
  }
  const out: Array<{ code: string; name: string; side: 'left' | 'right' }> = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = names.of(code);
      // Reserved and user-assigned codes (AA, QM–QZ, XA–XZ, ZZ) name no country.
      if (!name || name === code || /^(AA|Q[M-Z]|X[A-Z]|ZZ|EU|EZ|UN)$/.test(code)) continue;
      out.push({ code, name, side: drivingDirectionOf(code) });
    }
  }
  return out.sort((x, y) => x.name.localeCompare(y.name, lang));
}
