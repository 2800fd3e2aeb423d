import { describe, expect, it } from 'vitest';
import { distanceM, emptyDraft, toPayload } from './link-form.ts';

const valid = { ...emptyDraft(), name: 'A → B', origin_device_id: 1, destination_device_id: 2, length_m: '1000' };

describe('link form', () => {
  it('builds the request body, turning the free-flow speed into a free-flow time', () => {
    const { body, errors } = toPayload({ ...valid, free_flow_speed: '36' }, 'km__hr');
    expect(errors).toEqual({});
    expect(body).toMatchObject({
      name: 'A → B',
      origin_device_id: 1,
      destination_device_id: 2,
      provider_segment: null,
      length_m: 1000,
      free_flow_s: 100,
    });
    expect(body?.filter).toEqual({ sigma: 2, b_value: 0.3, trend_threshold: 10 });
    expect(toPayload({ ...valid, free_flow_speed: '' }, 'km__hr').body?.free_flow_s).toBeNull();
    // 1000 m at 22.37 mph (36 km/h) is 100 s.
    expect(toPayload({ ...valid, free_flow_speed: '22.3694' }, 'mi__hr').body?.free_flow_s).toBeCloseTo(100, 0);
  });

  it('holds the filter to its bounds, naming the fields like the server', () => {
    const { body, errors } = toPayload({ ...valid, sigma: '3.5', b_value: '0.05', trend_threshold: '501' }, 'km__hr');
    expect(body).toBeUndefined();
    expect(Object.keys(errors).sort()).toEqual(['filter.b_value', 'filter.sigma', 'filter.trend_threshold']);
    expect(toPayload({ ...valid, sigma: '1', b_value: '1', trend_threshold: '-1' }, 'km__hr').errors).toEqual({});
  });

  it('needs two different sensors, or a provider segment', () => {
    expect(toPayload({ ...valid, destination_device_id: null }, 'km__hr').errors).toEqual({ destination_device_id: 'required' });
    expect(toPayload({ ...valid, destination_device_id: 1 }, 'km__hr').errors).toEqual({ destination_device_id: 'same' });
    expect(toPayload({ ...valid, source: 'provider' }, 'km__hr').errors).toEqual({ provider_segment: 'required' });
    const p = toPayload({ ...valid, source: 'provider', provider_segment: 'seg-42' }, 'km__hr');
    expect(p.body).toMatchObject({ provider_segment: 'seg-42', origin_device_id: null, destination_device_id: null });
    expect(toPayload({ ...valid, name: ' ', length_m: '' }, 'km__hr').errors).toMatchObject({ name: 'range', length_m: 'required' });
  });

  it('measures straight-line distance', () => {
    expect(distanceM([29, 41], [29, 41.01])).toBeCloseTo(1112, -1);
  });
});
