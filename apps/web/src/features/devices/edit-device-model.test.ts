import { describe, expect, it } from 'vitest';
import { validate, type DeviceForm } from './edit-device-model.ts';

const form: DeviceForm = {
  name: 'North gate',
  data_source_type: 0,
  time_zone: 'Europe/Istanbul',
  mode: 0,
  direction: 'N',
  lat: '41.01',
  lng: '28,97',
};
const zones = ['Europe/Istanbul', 'UTC'];

describe('sensor edit form', () => {
  it('turns the typed form into the patch, reading a decimal comma', () => {
    expect(validate(form, zones)).toEqual({
      errors: {},
      patch: { name: 'North gate', data_source_type: 0, time_zone: 'Europe/Istanbul', mode: 0, direction: 'N', lat: 41.01, lng: 28.97 },
    });
  });
  it('clears the position when both fields are empty', () => {
    expect(validate({ ...form, lat: '', lng: ' ', direction: '', time_zone: '' }, zones).patch).toMatchObject({
      lat: null,
      lng: null,
      direction: null,
      time_zone: null,
    });
  });
  it('names each bad field', () => {
    expect(validate({ ...form, name: ' ', lat: '91', lng: 'x' }, zones).errors).toEqual({
      name: 'required',
      lat: 'latRange',
      lng: 'lngRange',
    });
    expect(validate({ ...form, lat: '', time_zone: 'Mars/Base' }, zones).errors).toEqual({ lat: 'both', time_zone: 'timeZone' });
  });
});
