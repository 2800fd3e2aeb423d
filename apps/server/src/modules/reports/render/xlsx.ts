import ExcelJS from 'exceljs';
import type { RenderInfo } from './info.ts';
import type { Table } from './table.ts';

function sheet(wb: ExcelJS.Workbook, name: string, t: Table) {
  const ws = wb.addWorksheet(name);
  ws.addRow(t.headings).font = { bold: true };
  ws.addRows(t.rows);
  ws.columns.forEach((c, i) => {
    c.width = Math.min(40, Math.max(10, t.headings[i]?.length ?? 10));
  });
  ws.views = [{ state: 'frozen', ySplit: 1 }];
}

/** A workbook: the summary, the series by day (or hour), and what the report covered. */
export async function renderXlsx(info: RenderInfo, summary: Table, series: Table): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Roadlens';
  sheet(wb, 'Summary', summary);
  sheet(wb, info.hourly ? 'Hourly' : 'Daily', series);
  sheet(wb, 'Report', {
    headings: ['Field', 'Value'],
    rows: [
      ['Report', info.title],
      ['Company', info.company],
      ['Source', info.source],
      ['Period', `${info.period.from} – ${info.period.to}`],
      ['Time zone', info.timeZone],
      ['Generated', info.generatedAt],
    ],
  });
  return new Uint8Array(await wb.xlsx.writeBuffer());
}
