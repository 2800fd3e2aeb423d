import type { AlertCondition, AlertState, Observed } from '@roadlens/contract/alert-rules';
import { delayVsFreeFlow, sensorStatus, unusualDelay } from '@roadlens/traffic/definitions';
import { percentile, speedKmh } from '@roadlens/traffic/intervals';
import { MIN_USUAL_PER_HOUR } from '../alerts/health-rules.ts';
import { judgeTag, type TagFigures } from './tag-engine.ts';

/*
 * The evaluation engine, free of I/O: given a rule's condition, what is known about one object now,
 * and the object's stored state, it decides the verdict and the next state. The database layer
 * (evaluate.ts) gathers the figures and writes what changed.
 */

/** A link or a route now: its current interval and the baselines it is compared with. */
export interface TrafficFigures {
  type: 'traffic';
  /** Start of the interval evaluated (epoch s), null when there is none recent enough. */
  intervalStart: number | null;
  travelTimeS: number | null;
  samples: number;
  rawSamples: number;
  /** Raw samples the adaptive filter rejected. */
  rejected: number;
  lengthM: number;
  freeFlowS: number | null;
  /** The travel-time medians typical is the median of (same time of the week, previous weeks). */
  typicalSamples: number[];
  /** Start of the latest interval with an accepted sample (epoch s), for "no data for N minutes". */
  lastDataS: number | null;
}

/** A sensor now: when it last reported and its detections against its usual for this hour of the week. */
export interface SensorFigures {
  type: 'sensor';
  lastSeenS: number | null;
  ratePerHour: number | null;
  usualPerHour: number | null;
}

/** A sign now: why it shows what it shows, and since when it has shown its fallback. */
export interface SignFigures {
  type: 'sign';
  /** travel_times, fallback or override; null when the sign has never been evaluated. */
  reason: string | null;
  /** Start of the current unbroken run of fallback text (epoch s), null when not showing it. */
  fallbackSinceS: number | null;
}

export type Figures = TrafficFigures | SensorFigures | SignFigures | TagFigures;

/**
 * true / false: the condition holds or not; nodata: there is nothing to judge (no current value or
 * no baseline); hold: a value too thin to judge (fewer samples than the rule asks), state kept.
 */
export type Verdict = 'true' | 'false' | 'nodata' | 'hold';

/** Robust spread of a set: 1.4826 × the median absolute deviation (equals σ for normal data). */
export function robustSigma(values: readonly number[]): number | null {
  const med = percentile([...values], 50);
  if (med === null) return null;
  return (
    1.4826 *
    (percentile(
      values.map((v) => Math.abs(v - med)),
      50,
    ) as number)
  );
}

/**
 * A rule judges a value whose interval started at most this long before the evaluation. An older
 * one (still "current" on the screens, which show an interval up to an hour old) holds the state:
 * a quiet road's gaps are not news, and only no current value at all is "no data".
 */
export const EVAL_MAX_AGE_S = 15 * 60;

/** Typical needs this many samples before its spread means anything. */
export const MIN_SIGMA_SAMPLES = 3;
/** A spread of 0 (identical samples) would make any change a deviation: the floor is 2 % of typical. */
const SIGMA_FLOOR_RATIO = 0.02;

const speedOf = speedKmh;
const round = (v: number | null, digits = 2) => (v === null || !Number.isFinite(v) ? null : Math.round(v * 10 ** digits) / 10 ** digits);

function observed(f: Partial<Observed> & { unit: string }): Observed {
  return {
    interval_start: null,
    value: null,
    baseline: null,
    baseline_kind: null,
    threshold: null,
    samples: null,
    raw_samples: null,
    rejected_share: null,
    ...f,
    ...(f.value !== undefined ? { value: round(f.value) } : {}),
    ...(f.baseline !== undefined ? { baseline: round(f.baseline) } : {}),
    ...(f.threshold !== undefined ? { threshold: round(f.threshold) } : {}),
    ...(f.sigma !== undefined ? { sigma: round(f.sigma ?? null) } : {}),
  };
}

/** Whether `value` is past `limit` on the firing side. */
const past = (value: number, limit: number, op: 'above' | 'below') => (op === 'above' ? value > limit : value < limit);

export interface Judgement {
  verdict: Verdict;
  observed: Observed;
}

/**
 * Judges one object. `firing` (the object is alerting) switches to the recover thresholds, so a
 * value hovering at the threshold does not flap. `nowS` is the evaluation time (epoch s).
 */
export function judge(c: AlertCondition, f: Figures, opts: { firing: boolean; minSamples: number; nowS: number }): Judgement {
  if (f.type === 'sensor') return judgeSensor(c, f, opts);
  if (f.type === 'sign') return judgeSign(c, f, opts.nowS);
  if (f.type === 'tag') return judgeTag(c, f, opts);
  return judgeTraffic(c, f, opts);
}

/**
 * "Showing fallback for N minutes": a sign showing its fallback text (a route without a usable
 * number) at least that long. An operator's override is not a fallback; a sign never evaluated
 * has nothing to judge.
 */
export function judgeSign(c: AlertCondition, f: SignFigures, nowS: number): Judgement {
  if (c.kind !== 'sign_fallback' || f.reason === null) return { verdict: 'nodata', observed: observed({ unit: 'min' }) };
  const minutes = f.reason === 'fallback' && f.fallbackSinceS !== null ? Math.max(0, (nowS - f.fallbackSinceS) / 60) : 0;
  return {
    verdict: f.reason === 'fallback' && minutes >= c.minutes ? 'true' : 'false',
    observed: observed({
      unit: 'min',
      value: minutes,
      threshold: c.minutes,
      baseline_kind: `sign:${f.reason}`,
      interval_start: iso(f.fallbackSinceS),
    }),
  };
}

function judgeTraffic(
  c: AlertCondition,
  f: TrafficFigures,
  { firing, minSamples, nowS }: { firing: boolean; minSamples: number; nowS: number },
): Judgement {
  if (c.kind === 'no_data') {
    const minutes = f.lastDataS === null ? null : (nowS - f.lastDataS) / 60;
    const limit = c.minutes;
    return {
      verdict: minutes === null || minutes >= limit ? 'true' : 'false',
      observed: observed({
        unit: 'min',
        value: minutes,
        threshold: limit,
        baseline_kind: 'minutes_without_data',
        interval_start: iso(f.lastDataS),
      }),
    };
  }
  const metric = 'metric' in c ? c.metric : 'travel_time';
  const unit = metric === 'speed' ? 'km/h' : 's';
  const value = metric === 'speed' ? speedOf(f.lengthM, f.travelTimeS) : f.travelTimeS;
  const base = {
    unit,
    interval_start: iso(f.intervalStart),
    value,
    samples: f.intervalStart === null ? null : f.samples,
    raw_samples: f.intervalStart === null ? null : f.rawSamples,
    rejected_share: f.intervalStart === null || f.rawSamples === 0 ? null : round(f.rejected / f.rawSamples, 3),
  };
  if (value === null || f.travelTimeS === null) return { verdict: 'nodata', observed: observed(base) };
  const typicalTt = f.typicalSamples.length ? percentile([...f.typicalSamples], 50) : null;
  const toMetric = (tt: number | null) => (tt === null ? null : metric === 'speed' ? speedOf(f.lengthM, tt) : tt);

  let baseline: number | null = null;
  let baselineKind: string;
  let limit: number | null;
  let op: 'above' | 'below' = 'above';
  let shown = value;
  let sigma: number | null | undefined;
  switch (c.kind) {
    case 'threshold':
      baselineKind = 'static';
      op = c.op;
      limit = firing ? (c.recover ?? c.value) : c.value;
      break;
    case 'free_flow_percent':
      baselineKind = 'free_flow';
      op = c.op;
      baseline = toMetric(f.freeFlowS);
      limit = baseline === null ? null : (baseline * (firing ? (c.recover_percent ?? c.percent) : c.percent)) / 100;
      break;
    case 'typical_percent': {
      baselineKind = 'typical';
      op = c.op;
      baseline = toMetric(typicalTt);
      const p = (firing ? (c.recover_percent ?? c.percent) : c.percent) / 100;
      limit = baseline === null ? null : baseline * (op === 'above' ? 1 + p : 1 - p);
      break;
    }
    case 'typical_sigma': {
      baselineKind = 'typical';
      op = c.op;
      const samples = f.typicalSamples.map(toMetric).filter((v): v is number => v !== null);
      baseline = samples.length >= MIN_SIGMA_SAMPLES ? percentile([...samples], 50) : null;
      sigma = baseline === null ? null : Math.max(robustSigma(samples) as number, baseline * SIGMA_FLOOR_RATIO);
      const k = firing ? (c.recover_sigmas ?? c.sigmas) : c.sigmas;
      limit = baseline === null || sigma === null ? null : op === 'above' ? baseline + k * sigma : baseline - k * sigma;
      break;
    }
    case 'delay': {
      baselineKind = c.reference;
      baseline = c.reference === 'free_flow' ? f.freeFlowS : typicalTt;
      const d = c.reference === 'free_flow' ? delayVsFreeFlow(f.travelTimeS, baseline) : unusualDelay(f.travelTimeS, baseline);
      if (d === null) baseline = null;
      shown = d ?? value;
      limit = baseline === null ? null : firing ? (c.recover_seconds ?? c.seconds) : c.seconds;
      break;
    }
    default:
      return { verdict: 'nodata', observed: observed(base) };
  }
  const obs = observed({
    ...base,
    value: shown,
    unit: c.kind === 'delay' ? 's' : unit,
    baseline,
    baseline_kind: baselineKind,
    threshold: limit,
    ...(sigma !== undefined ? { sigma } : {}),
  });
  if (limit === null) return { verdict: 'nodata', observed: obs };
  if (f.samples < minSamples || (f.intervalStart !== null && nowS - f.intervalStart > EVAL_MAX_AGE_S))
    return { verdict: 'hold', observed: obs };
  return { verdict: past(shown, limit, op) ? 'true' : 'false', observed: obs };
}

function judgeSensor(c: AlertCondition, f: SensorFigures, { firing, nowS }: { firing: boolean; nowS: number }): Judgement {
  const ageMin = f.lastSeenS === null ? null : (nowS - f.lastSeenS) / 60;
  const seen = { interval_start: iso(f.lastSeenS) };
  // A sensor never heard from is not installed yet, as far as alerting goes: nothing to judge.
  if (f.lastSeenS === null) return { verdict: 'nodata', observed: observed({ ...seen, unit: 'min' }) };
  switch (c.kind) {
    case 'sensor_offline':
    case 'sensor_silent': {
      const status = sensorStatus(f.lastSeenS, nowS);
      const on = c.kind === 'sensor_offline' ? status === 'offline' : status !== 'online';
      return {
        verdict: on ? 'true' : 'false',
        observed: observed({ ...seen, unit: 'min', value: ageMin, baseline_kind: `status:${status}` }),
      };
    }
    case 'no_data':
      return {
        verdict: ageMin === null || ageMin >= c.minutes ? 'true' : 'false',
        observed: observed({ ...seen, unit: 'min', value: ageMin, threshold: c.minutes, baseline_kind: 'minutes_without_data' }),
      };
    case 'low_rate': {
      const usual = f.usualPerHour;
      const limit = usual === null ? null : (usual * (firing ? (c.recover_percent ?? c.percent) : c.percent)) / 100;
      const obs = observed({ ...seen, unit: '/h', value: f.ratePerHour, baseline: usual, baseline_kind: 'usual_rate', threshold: limit });
      if (usual === null || limit === null || f.ratePerHour === null) return { verdict: 'nodata', observed: obs };
      // A sensor that usually sees little says nothing by seeing less.
      if (usual < MIN_USUAL_PER_HOUR) return { verdict: 'false', observed: obs };
      return { verdict: f.ratePerHour < limit ? 'true' : 'false', observed: obs };
    }
    default:
      return { verdict: 'nodata', observed: observed({ ...seen, unit: '' }) };
  }
}

const iso = (s: number | null) => (s === null ? null : new Date(s * 1000).toISOString());

/** An object's stored state under one rule (epoch seconds). */
export interface StateRow {
  state: AlertState;
  since: number;
  pendingSince: number | null;
}

/**
 * The state after a verdict. A true condition goes through pending until it has held for the
 * pending period, then alerts; false returns to ok at once (hysteresis is in the verdict); hold
 * keeps everything, the pending clock included.
 */
export function nextState(prev: StateRow | null, verdict: Verdict, pendingS: number, nowS: number): StateRow {
  const cur: StateRow = prev ?? { state: 'ok', since: nowS, pendingSince: null };
  const to = (state: AlertState, pendingSince: number | null): StateRow => ({
    state,
    since: state === cur.state ? cur.since : nowS,
    pendingSince,
  });
  switch (verdict) {
    case 'hold':
      return cur;
    case 'nodata':
      return to('nodata', null);
    case 'false':
      return to('ok', null);
    case 'true': {
      if (cur.state === 'alerting') return cur;
      const since = cur.pendingSince ?? nowS;
      return nowS - since >= pendingS ? to('alerting', since) : to('pending', since);
    }
  }
}

/** Entering pending and leaving it for ok are the rule thinking aloud: kept in the history, nobody told. */
export const notifies = (from: AlertState, to: AlertState) => from !== to && to !== 'pending' && !(from === 'pending' && to === 'ok');

/** How a state reads in a notification ("Alert - Alerting"). */
export const STATE_LABEL: Record<AlertState, string> = { ok: 'OK', pending: 'Pending', alerting: 'Alerting', nodata: 'No Data' };

/** The notification level of a change: the rule's severity when it alerts, success when it recovers. */
export function levelOf(to: AlertState, severity: 'success' | 'warning' | 'error'): 'success' | 'warning' | 'error' {
  if (to === 'alerting') return severity;
  return to === 'ok' ? 'success' : 'warning';
}

/** Minutes since local midnight of an instant in an IANA zone. */
export function localMinutes(nowS: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(
    new Date(nowS * 1000),
  );
  const n = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return n('hour') * 60 + n('minute');
}

/** Whether `nowS` falls in quiet hours [from, to) in the company's time zone; a range may wrap past midnight. */
export function inQuietHours(q: { from: string; to: string } | null, nowS: number, timeZone: string): boolean {
  if (!q) return false;
  const m = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const from = m(q.from);
  const to = m(q.to);
  const now = localMinutes(nowS, timeZone);
  if (from === to) return false;
  return from < to ? now >= from && now < to : now >= from || now < to;
}
