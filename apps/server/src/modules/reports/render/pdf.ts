import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { ReportChart } from '@roadlens/contract/reports';
import type { ReportData } from '../report-data.ts';
import { drawLineChart, fit, PALETTE } from './pdf-chart.ts';
import type { RenderInfo } from './info.ts';
import { chartValue, speedLabel, type Table, type Units } from './table.ts';

// DejaVu Sans covers Turkish and most other scripts names are written in; the PDF standard fonts do not (ğ, ş, İ).
const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONTS = { regular: 'DejaVu', bold: 'DejaVu-Bold' };
const MARGIN = 40;

const CHART_TITLES: Record<ReportChart, (u: Units) => string> = {
  travel_time: () => 'Travel time (s)',
  speed: (u) => `Speed (${speedLabel(u)})`,
  samples: () => 'Samples',
};

function ensureRoom(doc: PDFKit.PDFDocument, needed: number) {
  if (doc.y + needed > doc.page.height - MARGIN - 16) doc.addPage();
}

const cell = (v: string | number | null) =>
  v === null ? '–' : typeof v === 'number' ? v.toLocaleString('en-US', { maximumFractionDigits: 3 }) : v;

/** The table in blocks of columns that fit the page width, the object's name repeated at the left of each. */
function drawTable(doc: PDFKit.PDFDocument, t: Table) {
  const width = doc.page.width - 2 * MARGIN;
  const nameW = 150;
  const colW = 68;
  const perBlock = Math.max(1, Math.floor((width - nameW) / colW));
  const metricIdx = t.headings.map((_, i) => i).filter((i) => i >= 3);
  for (let b = 0; b < Math.max(1, metricIdx.length); b += perBlock) {
    const cols = [0, ...metricIdx.slice(b, b + perBlock)];
    const widths = cols.map((c) => (c === 0 ? nameW : colW));
    doc.font(FONTS.bold).fontSize(7.5);
    const headH = Math.max(...cols.map((c, i) => doc.heightOfString(t.headings[c], { width: widths[i] - 6 }))) + 8;
    ensureRoom(doc, headH + 16);
    let y = doc.y;
    let x = MARGIN;
    doc
      .rect(
        MARGIN,
        y,
        widths.reduce((a, w) => a + w, 0),
        headH,
      )
      .fill('#eceff1');
    cols.forEach((c, i) => {
      doc.fillColor('#222').text(t.headings[c], x + 3, y + 4, { width: widths[i] - 6, align: i === 0 ? 'left' : 'right' });
      x += widths[i];
    });
    y += headH;
    doc.font(FONTS.regular).fontSize(8);
    t.rows.forEach((row, ri) => {
      if (y + 14 > doc.page.height - MARGIN - 16) {
        doc.addPage();
        y = doc.y;
      }
      if (ri % 2 === 1)
        doc
          .rect(
            MARGIN,
            y,
            widths.reduce((a, w) => a + w, 0),
            14,
          )
          .fill('#f7f9fa');
      x = MARGIN;
      cols.forEach((c, i) => {
        const text = fit(doc, cell(row[c]), widths[i] - 6);
        doc.fillColor('#222').text(text, x + 3, y + 3, { width: widths[i] - 6, align: i === 0 ? 'left' : 'right', lineBreak: false });
        x += widths[i];
      });
      y += 14;
    });
    doc.x = MARGIN;
    doc.y = y + 12;
  }
}

/** The PDF: title, company, period, the metrics table, then one line chart per chosen chart. */
export function renderPdf(info: RenderInfo, table: Table, data: ReportData, charts: readonly ReportChart[], u: Units): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: info.title, Author: info.company, Creator: 'Roadlens' },
  });
  doc.registerFont(FONTS.regular, path.join(fontDir, 'DejaVuSans.ttf'));
  doc.registerFont(FONTS.bold, path.join(fontDir, 'DejaVuSans-Bold.ttf'));
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  doc.rect(0, 0, doc.page.width, 6).fill(PALETTE[0]);
  doc.font(FONTS.bold).fontSize(20).fillColor('#111').text(info.title, MARGIN, MARGIN, { width });
  doc.moveDown(0.2).font(FONTS.regular).fontSize(10).fillColor('#444');
  doc.text(`${info.company} · ${info.source}`, { width });
  doc.text(`Period: ${info.period.from} – ${info.period.to} (${info.timeZone})   ·   Generated ${info.generatedAt}`, { width });
  doc.moveDown(0.8);
  drawTable(doc, table);

  const shown = data.rows.slice(0, PALETTE.length);
  for (const chart of charts) {
    const h = 230;
    ensureRoom(doc, h);
    const title = `${CHART_TITLES[chart](u)} by ${info.hourly ? 'hour' : 'day'}${data.rows.length > shown.length ? ` (first ${shown.length} objects)` : ''}`;
    drawLineChart(
      doc,
      { x: MARGIN, y: doc.y, w: width, h },
      {
        title,
        labels: data.buckets,
        series: shown.map((r, i) => ({ name: r.name, values: data.series[i].map((p) => chartValue(chart, p, u)) })),
      },
      FONTS,
    );
    doc.x = MARGIN;
    doc.y += h + 10;
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin; without lifting the margin pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc.font(FONTS.regular).fontSize(7).fillColor('#888');
    doc.text(`${info.title} · page ${i + 1} of ${range.count}`, MARGIN, doc.page.height - MARGIN + 10, {
      width,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}
