import { PassThrough, type Readable } from 'node:stream';
import yazl from 'yazl';

/** Spreadsheet formula injection: a text cell starting with = + - @ tab or CR gets a leading '. */
export function escapeCell(v: unknown): unknown {
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(v)) return `'${v}`;
  return v;
}

/** One RFC 4180 cell: null/undefined empty; quoted (quotes doubled) when it holds , " CR or LF. */
export function csvCell(v: unknown): string {
  if (v == null) return '';
  const s = String(escapeCell(v));
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/**
 * A zip holding one CSV, produced from keyset pages so memory stays flat however many rows there
 * are: each page becomes one chunk of CSV text, and the next page is fetched only when the zip side
 * has drained (backpressure). Formatting a page at a time instead of a stream write per row is what
 * keeps a million-row export in seconds rather than minutes.
 */
export function zipCsv<T>(
  fileName: string,
  columns: string[],
  nextPage: (afterId: number) => Promise<T[]>,
  row: (r: T) => unknown[],
  idOf: (r: T) => number,
): Readable {
  const csv = new PassThrough();
  const zip = new yazl.ZipFile();
  const body = new PassThrough();
  zip.addReadStream(csv, fileName);
  zip.end();
  zip.outputStream.pipe(body);
  (async () => {
    let after = 0;
    let chunk = columns.map(csvCell).join(',') + '\n';
    for (;;) {
      const page = await nextPage(after);
      for (const r of page) chunk += row(r).map(csvCell).join(',') + '\n';
      if (!csv.write(chunk)) await new Promise((resolve) => csv.once('drain', resolve));
      chunk = '';
      if (page.length === 0) break;
      after = idOf(page[page.length - 1]);
    }
    csv.end();
  })().catch((err) => body.destroy(err));
  return body;
}
