import { describe, expect, it } from 'vitest';
import { PASS_GAP_S } from '../passes.ts';
import { appointmentsBetween, appointmentsOfDay, TERMINAL_TRUCKS, terminalSensor } from './terminal.ts';
import { appointmentVisit, simulateTerminalWindow, visitsAround } from './terminal-visits.ts';

const SEED = 7;
const DAY = 20_415; // 2025-11-23
const T0 = DAY * 86400;

describe('simulated container terminal', () => {
  it("books each known truck's slots deterministically, with unique rendezvous numbers", () => {
    const a = appointmentsOfDay(DAY, SEED);
    expect(a).toEqual(appointmentsOfDay(DAY, SEED));
    expect(a).toHaveLength(TERMINAL_TRUCKS.length * 2);
    expect(new Set(a.map((x) => x.rendezvousNumber)).size).toBe(a.length);
    expect(a[0].rendezvousNumber).toMatch(/^251123\d\d$/);
    for (const x of a) expect(x.windowEnd - x.windowStart).toBe(3600);
    expect(
      appointmentsBetween(T0, T0 + 86400, SEED)
        .map((x) => x.rendezvousNumber)
        .sort(),
    ).toEqual(a.map((x) => x.rendezvousNumber).sort());
  });

  it('sends a visit through gate-in, yard and gate-out in order, one pass per sensor', () => {
    for (const appt of appointmentsOfDay(DAY, SEED)) {
      const v = appointmentVisit(appt, SEED);
      expect(v.fingerprint).toBe(appt.truck.mac);
      expect(v.arrivedS).toBeLessThan(v.gateInS);
      expect(v.gateInS).toBeLessThan(v.yardInS);
      expect(v.yardOutS).toBeLessThan(v.gateOutS);
      const at = (role: 'gate_in' | 'gate_out') => v.detections.filter((d) => d.sensorKey === terminalSensor(role).key).map((d) => d.time);
      for (const times of [at('gate_in'), at('gate_out')]) {
        expect(times.length).toBeGreaterThan(1);
        for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeLessThan(PASS_GAP_S);
      }
      expect(Math.max(...at('gate_in'))).toBeCloseTo(v.gateInS, 2);
      expect(Math.max(...at('gate_out'))).toBeCloseTo(v.gateOutS, 2);
    }
  });

  it('regenerates any window on its own: adjacent windows add up to their union', () => {
    const from = T0 + 9 * 3600;
    const whole = simulateTerminalWindow(from, from + 1800, SEED);
    const a = simulateTerminalWindow(from, from + 700, SEED);
    const b = simulateTerminalWindow(from + 700, from + 1800, SEED);
    expect(a.count + b.count).toBe(whole.count);
    expect(whole.count).toBeGreaterThan(50);
    const key = terminalSensor('gate_in').key;
    expect([...(a.bySensor.get(key) ?? []), ...(b.bySensor.get(key) ?? [])]).toEqual(whole.bySensor.get(key));
  });

  it('queues longer at the gate at midday than at night', () => {
    const meanWait = (hourUtc: number) => {
      const vs = visitsAround(T0 + hourUtc * 3600, T0 + (hourUtc + 1) * 3600, SEED).filter(
        (v) => !v.appointment && v.arrivedS >= T0 + hourUtc * 3600 && v.arrivedS < T0 + (hourUtc + 1) * 3600,
      );
      return vs.reduce((s, v) => s + v.gateInS - v.arrivedS, 0) / Math.max(1, vs.length);
    };
    expect(meanWait(10)).toBeGreaterThan(2 * meanWait(0));
  });
});
