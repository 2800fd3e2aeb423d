import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../testing/render-page.tsx';
import { lineOf } from '../api/drawn-links.ts';
import type { MapSensor } from '../api/map-sensors.ts';
import en from '../locales/en.json';
import { MapSearch } from './map-search.tsx';

const links = [
  {
    id: 1,
    name: 'Şile road north',
    line: lineOf([
      [29, 41],
      [29.1, 41.1],
      [29.2, 41.2],
    ]),
  },
  {
    id: 2,
    name: 'Harbour link',
    line: lineOf([
      [28, 40],
      [28.5, 40.5],
    ]),
  },
  { id: 3, name: 'Stub', line: lineOf([[28, 40]]) },
];
const devices = [
  { id: 7, name: 'Harbour gate', serial: 'SN-7', lng: 28.9, lat: 41.01 },
  { id: 8, name: 'Harbour zone', serial: 'SN-8', lng: 28.95, lat: 41.02 },
] as MapSensor[];

describe('the map search', () => {
  it('finds links and sensors by name when opened, links then sensors, each under one heading in alphabetical order, and hands back where the pick is', async () => {
    const onPick = vi.fn();
    await renderRoutes([{ path: '/', element: <MapSearch links={links} devices={devices} onPick={onPick} /> }], '/', [en]);
    const input = await screen.findByPlaceholderText('Search links and sensors');
    await userEvent.type(input, 'harbour');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Harbour link', 'Harbour gate (SN-7)', 'Harbour zone (SN-8)']);
    // By name alone the link would sit between the two sensors and split them under two headings.
    const headings = [...document.querySelectorAll('.MuiAutocomplete-groupLabel')].map((h) => h.textContent);
    expect(headings).toEqual(['Links', 'Sensors']);
    await userEvent.clear(input);
    await userEvent.type(input, 'i');
    // A link of one point has nowhere to go to, so it is not offered.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Harbour link', 'Şile road north']);
    await userEvent.click(screen.getByRole('option', { name: 'Şile road north' }));
    expect(onPick).toHaveBeenCalledWith({ kind: 'link', id: 1, label: 'Şile road north', at: [29.1, 41.1] });
  });
});
