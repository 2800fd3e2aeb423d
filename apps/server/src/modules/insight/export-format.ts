import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify/sync';
import type { InsightResult } from '@roadlens/contract/insight';

const HEADER = [
  'kind',
  'id',
  'name',
  'length_m',
  'period_from',
  'period_to',
  'intervals',
  'samples',
  'rejected_share',
  'low_confidence',
  'free_flow_s',
  'tt_p5_s',
  'tt_p15_s',
  'tt_p50_s',
  'tt_p80_s',
  'tt_p85_s',
  'tt_p95_s',
  'tt_mean_s',
  'speed_p5_kmh',
  'speed_p15_kmh',
  'speed_p50_kmh',
  'speed_p85_kmh',
  'speed_p95_kmh',
  'speed_mean_kmh',
  'speed_harmonic_mean_kmh',
  'tti',
  'pti',
  'buffer_index',
  'lottr',
];

/** One row per item and period; empty cells where a figure has no data. */
function summaryRows(r: InsightResult): Array<Array<string | number | boolean | null>> {
  return r.items.flatMap((it) =>
    it.periods.map(({ metrics: m }, i) => {
      const tt = m.travel_time_s;
      const v = m.speed_kmh;
      return [
        it.kind,
        it.id,
        it.name,
        it.length_m,
        r.periods[i].from,
        r.periods[i].to,
        m.intervals,
        m.samples,
        m.rejected_share,
        m.low_confidence,
        m.free_flow_s,
        tt?.p5 ?? null,
        tt?.p15 ?? null,
        tt?.p50 ?? null,
        tt?.p80 ?? null,
        tt?.p85 ?? null,
        tt?.p95 ?? null,
        tt?.mean ?? null,
        v?.p5 ?? null,
        v?.p15 ?? null,
        v?.p50 ?? null,
        v?.p85 ?? null,
        v?.p95 ?? null,
        v?.mean ?? null,
        v?.harmonic_mean ?? null,
        m.tti,
        m.pti,
        m.buffer_index,
        m.lottr,
      ];
    }),
  );
}

const PROFILE_HEADER = [
  'kind',
  'id',
  'name',
  'period_from',
  'period_to',
  'weekday',
  'hour',
  'travel_time_s',
  'samples',
  'low_confidence',
  'typical_s',
  'typical_samples',
];

function profileRows(r: InsightResult) {
  return r.items.flatMap((it) =>
    it.periods.flatMap(({ profile }, i) =>
      profile.map((p) => [
        it.kind,
        it.id,
        it.name,
        r.periods[i].from,
        r.periods[i].to,
        p.day,
        p.hour,
        p.travel_time_s,
        p.samples,
        p.low_confidence,
        p.typical_s,
        p.typical_samples,
      ]),
    ),
  );
}

export function insightCsv(r: InsightResult): string {
  return stringify([HEADER, ...summaryRows(r)], { cast: { boolean: (b) => (b ? 'true' : 'false') } });
}

export async function insightXlsx(r: InsightResult): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const summary = wb.addWorksheet('Insight');
  summary.addRow(HEADER).font = { bold: true };
  summary.addRows(summaryRows(r));
  const prof = wb.addWorksheet('Profile');
  prof.addRow(PROFILE_HEADER).font = { bold: true };
  prof.addRows(profileRows(r));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
