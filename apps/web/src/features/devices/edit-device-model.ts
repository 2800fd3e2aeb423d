import type { Device, DevicePatch } from '@roadlens/contract/devices';

/** The edit form as typed. */
export interface DeviceForm {
  name: string;
  data_source_type: number;
  time_zone: string;
  mode: 0 | 1;
  direction: string;
  lat: string;
  lng: string;
}

export const DATA_SOURCE_TYPES = [0, 1, 2, 5, 6, 3, 4] as const;

export const formOf = (d: Device): DeviceForm => ({
  name: d.name,
  data_source_type: d.data_source_type,
  time_zone: d.time_zone ?? '',
  mode: d.mode === 1 ? 1 : 0,
  direction: d.direction ?? '',
  lat: d.lat === null ? '' : String(d.lat),
  lng: d.lng === null ? '' : String(d.lng),
});

/** A coordinate typed with a dot or a decimal comma; null when empty, NaN when not a number. */
const coordinate = (text: string): number | null => {
  const s = text.trim().replace(',', '.');
  return s === '' ? null : /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : NaN;
};

export type FormErrors = Partial<Record<'name' | 'lat' | 'lng' | 'time_zone', 'required' | 'latRange' | 'lngRange' | 'both' | 'timeZone'>>;

/** Errors of the form (keys of sensors.edit.errors) and, when there are none, the patch to send. */
export function validate(f: DeviceForm, zones: readonly string[]): { errors: FormErrors; patch: DevicePatch | null } {
  const errors: FormErrors = {};
  const lat = coordinate(f.lat);
  const lng = coordinate(f.lng);
  if (!f.name.trim()) errors.name = 'required';
  if (lat !== null && !(Math.abs(lat) <= 90)) errors.lat = 'latRange';
  if (lng !== null && !(Math.abs(lng) <= 180)) errors.lng = 'lngRange';
  if ((lat === null) !== (lng === null)) errors[lat === null ? 'lat' : 'lng'] = 'both';
  if (f.time_zone && !zones.includes(f.time_zone)) errors.time_zone = 'timeZone';
  if (Object.keys(errors).length) return { errors, patch: null };
  return {
    errors,
    patch: {
      name: f.name.trim(),
      data_source_type: f.data_source_type as DevicePatch['data_source_type'],
      time_zone: f.time_zone || null,
      mode: f.mode,
      direction: f.direction.trim() || null,
      lat,
      lng,
    },
  };
}
