import { PassThrough, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import yazl from 'yazl';

/** Spreadsheet formula injection: a text cell starting with = + - @ tab or CR gets a leading '. */
export function escapeCell(v: unknown): unknown {
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(v)) return `'${v}`;
  return v;
}

/**
 * A zip holding one CSV, produced row by row from keyset pages so memory stays flat however many
 * rows there are: the next page is fetched only when the CSV stream has drained (backpressure).
 */
export function zipCsv<T>(
  fileName: string, columns: string[], nextPage: (afterId: number) => Promise<T[]>, row: (r: T) => unknown[], idOf: (r: T) => number,
): Readable {
  const csv = stringify({ header: true, columns });
  const zip = new yazl.ZipFile();
  const body = new PassThrough();
  zip.addReadStream(csv.pipe(new PassThrough()), fileName);
  zip.end();
  zip.outputStream.pipe(body);
  (async () => {
    let after = 0;
    for (;;) {
      const page = await nextPage(after);
      for (const r of page) {
        if (!csv.write(row(r).map(escapeCell))) await new Promise((resolve) => csv.once('drain', resolve));
      }
      if (page.length === 0) break;
      after = idOf(page[page.length - 1]);
    }
    csv.end();
  })().catch((err) => body.destroy(err));
  return body;
}
