import { stringify } from 'csv-stringify/sync';
import { escapeCell } from '../../data/export-zip.ts';
import type { Table } from './table.ts';

/** The summary table as CSV (UTF-8 with a byte-order mark so spreadsheet programs read the names right). */
export function renderCsv(table: Table): Uint8Array {
  const text = stringify([table.headings, ...table.rows.map((r) => r.map(escapeCell))]);
  return Buffer.from(`\ufeff${text}`, 'utf8');
}
