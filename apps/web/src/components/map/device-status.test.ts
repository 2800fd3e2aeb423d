import { describe, expect, it } from 'vitest';
import { deviceStatus } from './device-status.ts';

describe('deviceStatus', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('is online when seen recently, silent after 15 min, offline after 2 h or never', () => {
    expect(deviceStatus('2026-11-23T11:59:00Z', now)).toBe('online');
    expect(deviceStatus('2026-11-23T11:30:00Z', now)).toBe('silent');
    expect(deviceStatus('2026-11-23T09:00:00Z', now)).toBe('offline');
    expect(deviceStatus(null, now)).toBe('offline');
  });
});
