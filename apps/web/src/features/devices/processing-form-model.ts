import type { Device, ProcessBody } from '@roadlens/contract/devices';
import { outOfBounds } from './config-validation.ts';

/** The longest run the server accepts (366 days). */
const MAX_PERIOD_S = 366 * 86400;

/** Form state: text as typed (datetime-local values in the browser's zone). */
export interface ProcessingForm {
  from: string;
  to: string;
  sigma: string;
  b_value: string;
  trend_threshold: string;
}

export type FormErrors = Partial<Record<keyof ProcessingForm, { key: string; values?: Record<string, number> }>>;

const pad = (n: number) => String(n).padStart(2, '0');

/** Epoch seconds → datetime-local text in the browser's zone. */
export function toLocalInput(epoch: number): string {
  const d = new Date(epoch * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** datetime-local text → epoch seconds, NaN when empty or invalid. */
export const fromLocalInput = (s: string): number => (s ? Math.floor(new Date(s).getTime() / 1000) : NaN);

/** Filter parameters the sensor is configured with (the first plugin that has them), else the defaults. */
export function configuredFilter(config: Device['config']): { sigma: number; b_value: number; trend_threshold: number } {
  const out = { sigma: 2, b_value: 0.3, trend_threshold: 10 };
  for (const plugins of Object.values(config)) {
    for (const settings of Object.values(plugins)) {
      if (typeof settings.sigma === 'number') out.sigma = settings.sigma;
      if (typeof settings.b_value === 'number') out.b_value = settings.b_value;
      if (typeof settings.trend_threshold === 'number') out.trend_threshold = settings.trend_threshold;
      if ('sigma' in settings || 'b_value' in settings || 'trend_threshold' in settings) return out;
    }
  }
  return out;
}

/** The last 24 hours up to the next 5-minute boundary, with the sensor's filter parameters. */
export function initialForm(config: Device['config'], now = Date.now() / 1000): ProcessingForm {
  const to = Math.ceil(now / 300) * 300;
  const f = configuredFilter(config);
  return {
    from: toLocalInput(to - 86400),
    to: toLocalInput(to),
    sigma: String(f.sigma),
    b_value: String(f.b_value),
    trend_threshold: String(f.trend_threshold),
  };
}

/** Checks the form with the filter bounds and the server's period rules; a body only when valid. */
export function validateForm(f: ProcessingForm): { errors: FormErrors; body: ProcessBody | null } {
  const errors: FormErrors = {};
  const from = fromLocalInput(f.from);
  const to = fromLocalInput(f.to);
  if (!Number.isFinite(from)) errors.from = { key: 'required' };
  if (!Number.isFinite(to)) errors.to = { key: 'required' };
  else if (Number.isFinite(from) && !(to > from)) errors.to = { key: 'afterFrom' };
  else if (to - from > MAX_PERIOD_S) errors.to = { key: 'tooLong' };
  for (const k of ['sigma', 'b_value', 'trend_threshold'] as const) {
    const b = outOfBounds(k, f[k].trim() === '' ? '' : Number(f[k]));
    if (b) errors[k] = { key: 'range', values: b };
  }
  if (!errors.trend_threshold && !Number.isInteger(Number(f.trend_threshold))) errors.trend_threshold = { key: 'integer' };
  if (Object.keys(errors).length) return { errors, body: null };
  return { errors, body: { from, to, sigma: Number(f.sigma), b_value: Number(f.b_value), trend_threshold: Number(f.trend_threshold) } };
}
