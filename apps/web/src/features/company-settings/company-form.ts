import type { CompanySettings, CompanySettingsPatch } from '@roadlens/contract/company';
import { fromSpeedUnit, toSpeedUnit, type SpeedUnit } from '../../lib/format/units.ts';

/** One band as the form edits it: the upper bound as typed, in the unit the form shows. */
export interface BandInput {
  upto: string;
  color: string;
  /** The stored bound (km/h) and how it was shown, while the user has not retyped it. */
  kmh?: number | null;
  shown?: string;
  unit?: SpeedUnit;
}

/** The settings as the form holds them: numbers as typed text, bands in the displayed unit. */
export interface CompanyForm {
  name: string;
  time_zone: string;
  distance: 'km' | 'mi';
  driving_direction: 'left' | 'right';
  am_from: string;
  am_to: string;
  pm_from: string;
  pm_to: string;
  bands: BandInput[];
  data_types: number[];
  center_lng: string;
  center_lat: string;
  center_zoom: string;
  basemap_style_url: string;
  grafana_org_id: string;
  od_min_trips: string;
  detections_retention_days: string;
  report_retention_days: string;
}

const speedUnitOf = (distance: 'km' | 'mi'): SpeedUnit => (distance === 'mi' ? 'mi__hr' : 'km__hr');
const round1 = (v: number) => Math.round(v * 10) / 10;
const text = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));
/** Empty text is "not set"; anything else is sent as typed, so the server names a bad value. */
const num = (v: string): number | null => (v.trim() === '' ? null : Number(v.trim().replace(',', '.')));

/** Stored settings → form; band bounds (stored in km/h) shown in the company's unit. */
export function toForm(s: CompanySettings): CompanyForm {
  const unit = s.measures.speed;
  return {
    name: s.name,
    time_zone: s.time_zone,
    distance: s.measures.distance,
    driving_direction: s.driving_direction,
    am_from: s.peak_hours.am.from,
    am_to: s.peak_hours.am.to,
    pm_from: s.peak_hours.pm.from,
    pm_to: s.peak_hours.pm.to,
    bands: s.speed_colors.map((b) => {
      const shown = b.upto === null ? '' : String(round1(toSpeedUnit(b.upto, unit)));
      return { upto: shown, color: b.color, kmh: b.upto, shown, unit };
    }),
    data_types: [...s.data_types].sort((a, b) => a - b),
    center_lng: text(s.map_center?.lng),
    center_lat: text(s.map_center?.lat),
    center_zoom: text(s.map_center?.zoom),
    basemap_style_url: s.basemap_style_url ?? '',
    grafana_org_id: s.grafana_org_id ?? '',
    od_min_trips: String(s.od_min_trips),
    detections_retention_days: String(s.detections_retention_days),
    report_retention_days: String(s.report_retention_days),
  };
}

/**
 * Switching the unit keeps the bands' meaning: a band up to 60 km/h shows as up to 37.3 mph, not
 * as up to 60 mph.
 */
export function switchUnit(form: CompanyForm, distance: 'km' | 'mi'): CompanyForm {
  if (distance === form.distance) return form;
  const from = speedUnitOf(form.distance);
  const to = speedUnitOf(distance);
  const bands = form.bands.map((b) => {
    const v = num(b.upto);
    if (v === null || Number.isNaN(v)) return { ...b, unit: to };
    const kmh = b.kmh !== undefined && b.shown === b.upto && b.unit === from ? b.kmh : fromSpeedUnit(v, from);
    const shown = kmh === null ? '' : String(round1(toSpeedUnit(kmh, to)));
    return { upto: shown, color: b.color, kmh, shown, unit: to };
  });
  return { ...form, distance, bands };
}

/** Form → the full patch body (band bounds back to km/h). */
export function toPatch(f: CompanyForm): Required<CompanySettingsPatch> {
  const unit = speedUnitOf(f.distance);
  const lng = num(f.center_lng);
  const lat = num(f.center_lat);
  const zoom = num(f.center_zoom);
  return {
    name: f.name,
    time_zone: f.time_zone,
    measures: { distance: f.distance, speed: unit },
    driving_direction: f.driving_direction,
    peak_hours: { am: { from: f.am_from, to: f.am_to }, pm: { from: f.pm_from, to: f.pm_to } },
    speed_colors: f.bands.map((b) => {
      const v = num(b.upto);
      // A bound left as shown keeps its stored km/h value, so saving never drifts it by rounding.
      if (b.kmh !== undefined && b.shown === b.upto && b.unit === unit) return { upto: b.kmh, color: b.color };
      return { upto: v === null ? null : Math.round(fromSpeedUnit(v, unit) * 1000) / 1000, color: b.color };
    }),
    data_types: f.data_types,
    map_center: lng === null && lat === null && zoom === null ? null : { lng: lng ?? NaN, lat: lat ?? NaN, zoom: zoom ?? 11 },
    basemap_style_url: f.basemap_style_url.trim() || null,
    grafana_org_id: f.grafana_org_id.trim() || null,
    od_min_trips: num(f.od_min_trips) ?? NaN,
    detections_retention_days: num(f.detections_retention_days) ?? NaN,
    report_retention_days: num(f.report_retention_days) ?? NaN,
  };
}

/** Only the settings the form changed, so the notification names exactly those. */
export function changedPatch(before: CompanySettings, f: CompanyForm): CompanySettingsPatch {
  const full = toPatch(f);
  const base = toPatch(toForm(before));
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(full) as Array<keyof typeof full>) {
    if (JSON.stringify(full[k]) !== JSON.stringify(base[k])) out[k] = full[k];
  }
  return out as CompanySettingsPatch;
}
