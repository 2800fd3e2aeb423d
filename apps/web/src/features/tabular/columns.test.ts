import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { columnsOf } from './columns.tsx';

const t = ((k: string) => k) as unknown as TFunction;
const fmt = (kind: 'device_process' | 'radar_data', field: string) => {
  const col = columnsOf(
    kind,
    t,
    (id) => `S${id}`,
    (v) => v,
    (v, d) => new Intl.NumberFormat('tr', { maximumFractionDigits: d }).format(v),
  ).find((c) => c.field === field)!;
  return (v: unknown) => (col.valueFormatter as unknown as (v: unknown) => string)(v);
};

describe('tabular columns', () => {
  it('names the mode of processed rows, and shows a dash for a row without one', () => {
    expect(fmt('device_process', 'type')(0)).toBe('tabular.types.0');
    expect(fmt('device_process', 'type')(1)).toBe('tabular.types.1');
    expect(fmt('device_process', 'type')(undefined)).toBe('—');
  });
  it('writes numbers with the language separators', () => {
    expect(fmt('device_process', 'median_s')(1234.56)).toBe('1.234,6');
    expect(fmt('radar_data', 'speed_kmh')(null)).toBe('—');
  });
  it("shows speeds in the company's unit, named in the header", () => {
    const tu = ((k: string, o?: { unit?: string }) => (o?.unit ? `${k} (${o.unit})` : k)) as unknown as TFunction;
    const mph = { value: (kmh: number) => kmh / 1.609344, label: 'mph' };
    const col = columnsOf(
      'device_average',
      tu,
      String,
      (v) => v,
      (v, d) => v.toFixed(d),
      mph,
    ).find((c) => c.field === 'speed_kmh')!;
    expect(col.headerName).toBe('tabular.col.speed (mph)');
    expect((col.valueFormatter as unknown as (v: number) => string)(100)).toBe('62.1');
  });
});
