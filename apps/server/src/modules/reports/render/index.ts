import type { ReportChart, ReportFormat, ReportSource } from '@roadlens/contract/reports';
import type { RenderedFile } from '../jobs.queries.ts';
import type { ReportData } from '../report-data.ts';
import { renderCsv } from './csv.ts';
import type { RenderInfo } from './info.ts';
import { renderPdf } from './pdf.ts';
import { seriesTable, summaryTable, type Units } from './table.ts';
import { renderXlsx } from './xlsx.ts';

export const CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** A file name safe on every system: the report's name in plain letters, digits and dashes, then the period. */
export function fileName(title: string, period: { from: string; to: string }, format: ReportFormat): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ı/g, 'i')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'report';
  const span = period.from === period.to ? period.from : `${period.from}_${period.to}`;
  return `${base}_${span}.${format}`;
}

export interface RenderInput {
  info: RenderInfo;
  source: ReportSource;
  metrics: readonly string[];
  charts: readonly ReportChart[];
  data: ReportData;
  units: Units;
}

/** Renders one format of a run's data. */
export async function renderFile(format: ReportFormat, r: RenderInput): Promise<RenderedFile> {
  const summary = summaryTable(r.source, r.metrics, r.data, r.units);
  const content =
    format === 'csv'
      ? renderCsv(summary)
      : format === 'xlsx'
        ? await renderXlsx(r.info, summary, seriesTable(r.data, r.units))
        : await renderPdf(r.info, summary, r.data, r.charts, r.units);
  return { format, filename: fileName(r.info.title, r.info.period, format), content_type: CONTENT_TYPES[format], content };
}
