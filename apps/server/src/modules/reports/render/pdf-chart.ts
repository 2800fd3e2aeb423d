/** A line chart drawn as vector paths on a pdfkit page: one line per object, gaps where a value is missing. */

export const PALETTE = ['#1e88e5', '#e53935', '#43a047', '#fb8c00', '#8e24aa', '#00897b', '#6d4c41', '#546e7a'];

export interface ChartSpec {
  title: string;
  labels: string[];
  series: Array<{ name: string; values: Array<number | null> }>;
}

/** Round axis steps (1, 2, 5 × 10ⁿ) so tick labels read as whole numbers where they can. */
export function niceTicks(max: number, count = 5): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? 10 * mag;
  const ticks: number[] = [];
  for (let v = 0; v <= max + step * 0.999; v += step) ticks.push(Number(v.toPrecision(12)));
  return ticks;
}

/** Text cut to fit a width on one line, with an ellipsis when cut (in the document's current font and size). */
export function fit(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (doc.widthOfString(`${text.slice(0, mid)}…`) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo)}…`;
}

const fmt = (v: number) =>
  Math.abs(v) >= 1000 ? v.toLocaleString('en-US', { maximumFractionDigits: 0 }) : String(Number(v.toPrecision(4)));

/** Draws the chart in the box (x, y, w, h) and answers the height used. */
export function drawLineChart(
  doc: PDFKit.PDFDocument,
  box: { x: number; y: number; w: number; h: number },
  spec: ChartSpec,
  fonts: { regular: string; bold: string },
): number {
  const { x, y, w, h } = box;
  doc.font(fonts.bold).fontSize(11).fillColor('#222').text(spec.title, x, y, { width: w });
  const legendRows = Math.ceil(spec.series.length / 4);
  const top = y + 20;
  const left = x + 48;
  const bottom = y + h - 28 - legendRows * 14;
  const right = x + w - 8;
  const all = spec.series.flatMap((s) => s.values).filter((v): v is number => v !== null);
  const ticks = niceTicks(all.length ? Math.max(...all) : 0);
  const yMax = ticks[ticks.length - 1];
  const n = spec.labels.length;
  const px = (i: number) => (n <= 1 ? (left + right) / 2 : left + ((right - left) * i) / (n - 1));
  const py = (v: number) => bottom - ((bottom - top) * v) / yMax;

  doc.font(fonts.regular).fontSize(7).fillColor('#555');
  for (const t of ticks) {
    doc.moveTo(left, py(t)).lineTo(right, py(t)).lineWidth(0.4).strokeColor('#dddddd').stroke();
    doc.text(fmt(t), x, py(t) - 3.5, { width: 44, align: 'right' });
  }
  doc.moveTo(left, top).lineTo(left, bottom).lineTo(right, bottom).lineWidth(0.8).strokeColor('#888888').stroke();
  // At most about ten labels along the axis, evenly spaced, the last always shown.
  const every = Math.max(1, Math.ceil(n / 10));
  spec.labels.forEach((label, i) => {
    if (i % every !== 0 && i !== n - 1) return;
    const short = label.length > 10 ? label.slice(label.length - 5) : label.slice(5);
    doc.text(short, px(i) - 20, bottom + 4, { width: 40, align: 'center' });
  });

  if (all.length === 0) {
    doc.font(fonts.regular).fontSize(10).fillColor('#999');
    doc.text('No data in this period', left, (top + bottom) / 2 - 5, { width: right - left, align: 'center' });
  }

  spec.series.forEach((s, si) => {
    const color = PALETTE[si % PALETTE.length];
    doc.lineWidth(1.4).strokeColor(color).fillColor(color);
    let drawing = false;
    s.values.forEach((v, i) => {
      if (v === null) {
        drawing = false;
        return;
      }
      if (drawing) doc.lineTo(px(i), py(v));
      else doc.moveTo(px(i), py(v));
      drawing = true;
    });
    doc.stroke();
    // A lone value between gaps would draw nothing: mark every value with a dot.
    s.values.forEach((v, i) => {
      if (v !== null) doc.circle(px(i), py(v), 1.3).fill(color);
    });
  });

  const legendTop = bottom + 16;
  const colW = (right - left) / 4;
  spec.series.forEach((s, si) => {
    const lx = left + (si % 4) * colW;
    const ly = legendTop + Math.floor(si / 4) * 14;
    doc.rect(lx, ly + 2, 10, 4).fill(PALETTE[si % PALETTE.length]);
    doc.font(fonts.regular).fontSize(8).fillColor('#333');
    doc.text(fit(doc, s.name, colW - 20), lx + 14, ly, { lineBreak: false });
  });
  return h;
}
