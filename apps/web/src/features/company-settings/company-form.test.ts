import { describe, expect, it } from 'vitest';
import type { CompanySettings } from '@roadlens/contract/company';
import { changedPatch, switchUnit, toForm, toPatch } from './company-form.ts';

const settings: CompanySettings = {
  id: 1,
  name: 'Demo City',
  time_zone: 'Europe/Istanbul',
  measures: { distance: 'km', speed: 'km__hr' },
  driving_direction: 'right',
  peak_hours: { am: { from: '07:00', to: '09:00' }, pm: { from: '17:00', to: '19:00' } },
  speed_colors: [
    { upto: 20, color: '#e53935' },
    { upto: 60, color: '#fdd835' },
    { upto: null, color: '#43a047' },
  ],
  data_types: [3, 0],
  map_center: { lng: 29, lat: 41.05, zoom: 11 },
  basemap_style_url: null,
  grafana_org_id: null,
  od_min_trips: 5,
  detections_retention_days: 90,
  report_retention_days: 90,
};

describe('company settings form', () => {
  it('sends nothing when nothing changed', () => {
    expect(changedPatch(settings, toForm(settings))).toEqual({});
  });

  it('sends only what changed, in stored units', () => {
    const f = { ...toForm(settings), time_zone: 'Europe/London', detections_retention_days: '30', grafana_org_id: ' 4 ' };
    expect(changedPatch(settings, f)).toEqual({ time_zone: 'Europe/London', detections_retention_days: 30, grafana_org_id: '4' });
  });

  it('switching to miles shows the bands in mph and keeps their km/h values exactly', () => {
    const mi = switchUnit(toForm(settings), 'mi');
    expect(mi.bands.map((b) => b.upto)).toEqual(['12.4', '37.3', '']);
    const patch = changedPatch(settings, mi);
    expect(patch).toEqual({ measures: { distance: 'mi', speed: 'mi__hr' } });
    expect(toPatch(switchUnit(mi, 'km')).speed_colors).toEqual(settings.speed_colors);
  });

  it('a band typed in mph is stored in km/h', () => {
    const mi = switchUnit(toForm(settings), 'mi');
    mi.bands[1] = { ...mi.bands[1], upto: '40' };
    expect(changedPatch(settings, mi).speed_colors).toEqual([
      { upto: 20, color: '#e53935' },
      { upto: 64.374, color: '#fdd835' },
      { upto: null, color: '#43a047' },
    ]);
  });

  it('clears optional settings to null and sends a map centre as numbers', () => {
    const f = {
      ...toForm({ ...settings, grafana_org_id: '3' }),
      grafana_org_id: '',
      center_lng: '28,5',
    };
    const p = changedPatch({ ...settings, grafana_org_id: '3' }, f);
    expect(p).toEqual({ grafana_org_id: null, map_center: { lng: 28.5, lat: 41.05, zoom: 11 } });
  });

  it('sends an emptied detection retention as a bad number, so the server names the field', () => {
    const p = changedPatch(settings, { ...toForm(settings), detections_retention_days: '' });
    expect(Object.keys(p)).toEqual(['detections_retention_days']);
    expect(Number.isNaN(p.detections_retention_days)).toBe(true);
  });
});
