import { LinkCreate, type Link } from '@roadlens/contract/links';
import { toSpeedUnit, type SpeedUnit } from '../../components/map/speed.ts';

const KM_PER_MILE = 1.609344;

/** The link form's fields as typed (text), so half-typed numbers are not lost. */
export interface LinkDraft {
  name: string;
  source: 'sensors' | 'provider';
  origin_device_id: number | null;
  destination_device_id: number | null;
  provider_segment: string;
  length_m: string;
  /** Free-flow speed in the company's unit; empty = learned from the data. */
  free_flow_speed: string;
  max_travel_time_s: string;
  match_time: 'first' | 'last' | 'strongest';
  sigma: string;
  b_value: string;
  trend_threshold: string;
}

export const emptyDraft = (): LinkDraft => ({
  name: '',
  source: 'sensors',
  origin_device_id: null,
  destination_device_id: null,
  provider_segment: '',
  length_m: '',
  free_flow_speed: '',
  max_travel_time_s: '1800',
  match_time: 'first',
  sigma: '2',
  b_value: '0.3',
  trend_threshold: '10',
});

const round = (v: number, digits = 1) => String(Math.round(v * 10 ** digits) / 10 ** digits);

export function draftOf(l: Link, unit: SpeedUnit): LinkDraft {
  return {
    name: l.name,
    source: l.provider_segment && l.origin_device_id == null ? 'provider' : 'sensors',
    origin_device_id: l.origin_device_id,
    destination_device_id: l.destination_device_id,
    provider_segment: l.provider_segment ?? '',
    length_m: String(l.length_m),
    free_flow_speed: l.free_flow_s ? round(toSpeedUnit((l.length_m / l.free_flow_s) * 3.6, unit)) : '',
    max_travel_time_s: String(l.max_travel_time_s),
    match_time: l.match_time,
    sigma: String(l.filter.sigma),
    b_value: String(l.filter.b_value),
    trend_threshold: String(l.filter.trend_threshold),
  };
}

const num = (s: string) => (s.trim() === '' ? undefined : Number(s));

/**
 * Checks the draft against the contract's schema (the filter's bounds: sigma 1–3, B 0.1–1, trend
 * −1–500) and builds the request body. Errors are keyed like the server's (`filter.sigma`, …).
 */
export function toPayload(d: LinkDraft, unit: SpeedUnit): { body?: LinkCreate; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const length = num(d.length_m);
  const speed = num(d.free_flow_speed);
  if (speed !== undefined && !(speed > 0 && speed <= 300)) errors.free_flow_speed = 'range';
  const kmh = speed !== undefined ? (unit === 'mi__hr' ? speed * KM_PER_MILE : speed) : undefined;
  const candidate = {
    name: d.name,
    origin_device_id: d.source === 'sensors' ? d.origin_device_id : null,
    destination_device_id: d.source === 'sensors' ? d.destination_device_id : null,
    provider_segment: d.source === 'provider' ? d.provider_segment.trim() || null : null,
    length_m: length,
    free_flow_s: kmh && length ? Math.round((length / (kmh / 3.6)) * 10) / 10 : null,
    max_travel_time_s: num(d.max_travel_time_s),
    match_time: d.match_time,
    filter: { sigma: num(d.sigma), b_value: num(d.b_value), trend_threshold: num(d.trend_threshold) },
  };
  if (d.source === 'sensors') {
    if (d.origin_device_id == null) errors.origin_device_id = 'required';
    if (d.destination_device_id == null) errors.destination_device_id = 'required';
    else if (d.destination_device_id === d.origin_device_id) errors.destination_device_id = 'same';
  } else if (!candidate.provider_segment) errors.provider_segment = 'required';
  const parsed = LinkCreate.safeParse(candidate);
  if (!parsed.success) for (const i of parsed.error.issues) errors[i.path.join('.')] ??= i.code === 'invalid_type' ? 'required' : 'range';
  return Object.keys(errors).length || !parsed.success ? { errors } : { body: parsed.data, errors };
}

/** Straight-line distance in metres between two [lng, lat] points: a starting length for a new link. */
export function distanceM(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLng = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}
