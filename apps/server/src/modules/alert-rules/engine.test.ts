import { describe, expect, it } from 'vitest';
import type { AlertCondition } from '@roadlens/contract/alert-rules';
import {
  inQuietHours,
  judge,
  judgeSign,
  levelOf,
  nextState,
  notifies,
  robustSigma,
  type SensorFigures,
  type TrafficFigures,
} from './engine.ts';

const NOW = Date.parse('2026-03-02T08:00:00Z') / 1000;
/** A 1 km link now at `tt` seconds (36 km/h at 100 s), free flow 60 s, typical 80 s. */
const link = (tt: number | null, over: Partial<TrafficFigures> = {}): TrafficFigures => ({
  type: 'traffic',
  intervalStart: tt === null ? null : NOW - 300,
  travelTimeS: tt,
  samples: 8,
  rawSamples: 10,
  rejected: 2,
  lengthM: 1000,
  freeFlowS: 60,
  typicalSamples: [76, 78, 80, 82, 84],
  lastDataS: NOW - 300,
  ...over,
});
const v = (c: AlertCondition, f: TrafficFigures | SensorFigures, firing = false, minSamples = 3) =>
  judge(c, f, { firing, minSamples, nowS: NOW }).verdict;

describe('conditions on traffic', () => {
  it('static threshold on travel time and speed, with a recover threshold while firing', () => {
    const c: AlertCondition = { kind: 'threshold', metric: 'travel_time', op: 'above', value: 120, recover: 100 };
    expect([v(c, link(121)), v(c, link(120)), v(c, link(110))]).toEqual(['true', 'false', 'false']);
    // Alerting: stays true until the value falls to the recover threshold.
    expect([v(c, link(110), true), v(c, link(100), true)]).toEqual(['true', 'false']);
    const s: AlertCondition = { kind: 'threshold', metric: 'speed', op: 'below', value: 30 };
    expect([v(s, link(121)), v(s, link(119))]).toEqual(['true', 'false']); // 29.75 km/h, 30.25 km/h
  });

  it('% of free flow, for travel time and free-flow speed', () => {
    const tt: AlertCondition = { kind: 'free_flow_percent', metric: 'travel_time', op: 'above', percent: 150 };
    expect([v(tt, link(91)), v(tt, link(90))]).toEqual(['true', 'false']);
    const sp: AlertCondition = { kind: 'free_flow_percent', metric: 'speed', op: 'below', percent: 50 }; // free-flow speed 60 km/h
    expect([v(sp, link(121)), v(sp, link(119))]).toEqual(['true', 'false']);
    expect(v(tt, link(200, { freeFlowS: null }))).toBe('nodata');
    const obs = judge(tt, link(100), { firing: false, minSamples: 1, nowS: NOW }).observed;
    expect(obs).toMatchObject({
      value: 100,
      baseline: 60,
      baseline_kind: 'free_flow',
      threshold: 90,
      samples: 8,
      raw_samples: 10,
      rejected_share: 0.2,
    });
  });

  it('deviation from typical in % (typical = median of the samples, 80 s)', () => {
    const c: AlertCondition = { kind: 'typical_percent', metric: 'travel_time', op: 'above', percent: 25, recover_percent: 10 };
    expect([v(c, link(101)), v(c, link(100))]).toEqual(['true', 'false']);
    expect([v(c, link(89), true), v(c, link(88), true)]).toEqual(['true', 'false']);
    const faster: AlertCondition = { kind: 'typical_percent', metric: 'travel_time', op: 'below', percent: 25 };
    expect([v(faster, link(59)), v(faster, link(61))]).toEqual(['true', 'false']);
    expect(v(c, link(200, { typicalSamples: [] }))).toBe('nodata');
  });

  it('deviation from typical in robust sigmas', () => {
    expect(robustSigma([76, 78, 80, 82, 84])).toBeCloseTo(1.4826 * 2, 9);
    const c: AlertCondition = { kind: 'typical_sigma', metric: 'travel_time', op: 'above', sigmas: 3 };
    // 80 + 3 × 2.9652 = 88.9
    expect([v(c, link(89)), v(c, link(88.8))]).toEqual(['true', 'false']);
    // Identical samples: the spread floor (2 % of typical) keeps a tiny change from firing.
    expect(v(c, link(81, { typicalSamples: [80, 80, 80] }))).toBe('false');
    expect(v(c, link(200, { typicalSamples: [80, 80] }))).toBe('nodata');
  });

  it('delay above N seconds vs free flow or vs typical', () => {
    const ff: AlertCondition = { kind: 'delay', reference: 'free_flow', seconds: 30 };
    expect([v(ff, link(91)), v(ff, link(90))]).toEqual(['true', 'false']);
    const typ: AlertCondition = { kind: 'delay', reference: 'typical', seconds: 30 };
    expect([v(typ, link(111)), v(typ, link(110))]).toEqual(['true', 'false']);
  });

  it('no current value is no data; too few samples holds the state', () => {
    const c: AlertCondition = { kind: 'threshold', metric: 'travel_time', op: 'above', value: 120 };
    expect(v(c, link(null))).toBe('nodata');
    expect(v(c, link(500, { samples: 2 }), false, 3)).toBe('hold');
    expect(v(c, link(500, { samples: 3 }), false, 3)).toBe('true');
  });

  it('a value older than 15 minutes (still current on the screens) holds the state instead of judging it', () => {
    const c: AlertCondition = { kind: 'threshold', metric: 'travel_time', op: 'above', value: 120 };
    expect(v(c, link(500, { intervalStart: NOW - 16 * 60 }))).toBe('hold');
    expect(v(c, link(500, { intervalStart: NOW - 14 * 60 }))).toBe('true');
  });

  it('no data for N minutes', () => {
    const c: AlertCondition = { kind: 'no_data', minutes: 30 };
    expect(v(c, link(null, { lastDataS: NOW - 31 * 60 }))).toBe('true');
    expect(v(c, link(null, { lastDataS: NOW - 29 * 60 }))).toBe('false');
    expect(v(c, link(null, { lastDataS: null }))).toBe('true');
  });
});

describe('conditions on sensors', () => {
  const sensor = (ageMin: number | null, rate: number | null = 60, usual: number | null = 60): SensorFigures => ({
    type: 'sensor',
    lastSeenS: ageMin === null ? null : NOW - ageMin * 60,
    ratePerHour: rate,
    usualPerHour: usual,
  });
  it('offline after 2 hours; silent after 15 minutes; never seen is no data', () => {
    const off: AlertCondition = { kind: 'sensor_offline' };
    const silent: AlertCondition = { kind: 'sensor_silent' };
    expect([v(off, sensor(121)), v(off, sensor(null)), v(off, sensor(60))]).toEqual(['true', 'nodata', 'false']);
    expect([v(silent, sensor(16)), v(silent, sensor(200)), v(silent, sensor(5))]).toEqual(['true', 'true', 'false']);
  });
  it('below X % of the usual rate, only when usual means something', () => {
    const c: AlertCondition = { kind: 'low_rate', percent: 25, recover_percent: 50 };
    expect([v(c, sensor(1, 14, 60)), v(c, sensor(1, 15, 60))]).toEqual(['true', 'false']);
    expect([v(c, sensor(1, 29, 60), true), v(c, sensor(1, 30, 60), true)]).toEqual(['true', 'false']);
    expect(v(c, sensor(1, 0, 4))).toBe('false');
    expect(v(c, sensor(1, 10, null))).toBe('nodata');
  });
  it('no data for N minutes', () => {
    expect(v({ kind: 'no_data', minutes: 10 }, sensor(11))).toBe('true');
    expect(v({ kind: 'no_data', minutes: 10 }, sensor(9))).toBe('false');
  });
});

describe('states', () => {
  it('waits out the pending period before alerting, and recovers at once', () => {
    let s = nextState(null, 'true', 600, NOW);
    expect(s).toEqual({ state: 'pending', since: NOW, pendingSince: NOW });
    s = nextState(s, 'true', 600, NOW + 300);
    expect(s.state).toBe('pending');
    s = nextState(s, 'hold', 600, NOW + 450);
    expect(s.state).toBe('pending');
    s = nextState(s, 'true', 600, NOW + 600);
    expect(s).toEqual({ state: 'alerting', since: NOW + 600, pendingSince: NOW });
    expect(nextState(s, 'true', 600, NOW + 900)).toBe(s);
    expect(nextState(s, 'false', 600, NOW + 1200)).toEqual({ state: 'ok', since: NOW + 1200, pendingSince: null });
  });
  it('a false in between restarts the pending clock; no pending period alerts at once', () => {
    let s = nextState(null, 'true', 600, NOW);
    s = nextState(s, 'false', 600, NOW + 300);
    s = nextState(s, 'true', 600, NOW + 600);
    expect(s).toMatchObject({ state: 'pending', pendingSince: NOW + 600 });
    expect(nextState(null, 'true', 0, NOW).state).toBe('alerting');
    expect(nextState(null, 'nodata', 0, NOW).state).toBe('nodata');
  });
  it('tells people about alerting, recovery and no data, not about pending', () => {
    expect(notifies('ok', 'alerting')).toBe(true);
    expect(notifies('alerting', 'ok')).toBe(true);
    expect(notifies('ok', 'nodata')).toBe(true);
    expect(notifies('ok', 'pending')).toBe(false);
    expect(notifies('pending', 'ok')).toBe(false);
    expect(notifies('pending', 'alerting')).toBe(true);
    expect(levelOf('alerting', 'error')).toBe('error');
    expect(levelOf('ok', 'error')).toBe('success');
    expect(levelOf('nodata', 'error')).toBe('warning');
  });
});

describe('quiet hours', () => {
  it('in the company time zone, wrapping past midnight', () => {
    // 08:00 UTC is 11:00 in Istanbul.
    expect(inQuietHours({ from: '10:00', to: '12:00' }, NOW, 'Europe/Istanbul')).toBe(true);
    expect(inQuietHours({ from: '10:00', to: '12:00' }, NOW, 'UTC')).toBe(false);
    expect(inQuietHours({ from: '22:00', to: '09:00' }, NOW, 'UTC')).toBe(true);
    expect(inQuietHours({ from: '22:00', to: '08:00' }, NOW, 'UTC')).toBe(false);
    expect(inQuietHours(null, NOW, 'UTC')).toBe(false);
  });
});

describe('conditions on signs', () => {
  const c: AlertCondition = { kind: 'sign_fallback', minutes: 10 };
  it('fires once the sign has shown its fallback for N minutes, not for its travel times or an override', () => {
    expect(judgeSign(c, { type: 'sign', reason: 'fallback', fallbackSinceS: NOW - 11 * 60 }, NOW)).toMatchObject({
      verdict: 'true',
      observed: { value: 11, threshold: 10, unit: 'min', baseline_kind: 'sign:fallback' },
    });
    expect(judgeSign(c, { type: 'sign', reason: 'fallback', fallbackSinceS: NOW - 9 * 60 }, NOW).verdict).toBe('false');
    expect(judgeSign(c, { type: 'sign', reason: 'travel_times', fallbackSinceS: null }, NOW)).toMatchObject({
      verdict: 'false',
      observed: { value: 0 },
    });
    expect(judgeSign(c, { type: 'sign', reason: 'override', fallbackSinceS: null }, NOW).verdict).toBe('false');
    // Never evaluated: nothing to judge.
    expect(judgeSign(c, { type: 'sign', reason: null, fallbackSinceS: null }, NOW).verdict).toBe('nodata');
    // Through judge(): the same, and a condition that is not about signs judges nothing.
    expect(
      judge(c, { type: 'sign', reason: 'fallback', fallbackSinceS: NOW - 600 }, { firing: false, minSamples: 3, nowS: NOW }).verdict,
    ).toBe('true');
    expect(
      judge(
        { kind: 'sensor_offline' },
        { type: 'sign', reason: 'fallback', fallbackSinceS: NOW - 600 },
        { firing: false, minSamples: 3, nowS: NOW },
      ).verdict,
    ).toBe('nodata');
  });
});
