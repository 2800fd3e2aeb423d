import { forwardRef, useEffect, useImperativeHandle, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { links } from '@roadlens/contract/endpoints/links';
import { renderPage } from '../../../testing/render-page.tsx';
import { handle, startEndpointServer } from '../../../testing/endpoint-server.ts';
import { deviceFixture } from '../../../testing/device-fixture.ts';
import { SensorPickerMap } from './sensor-picker-map.tsx';

/** What the picker does with the map it is handed on load. */
const map = { fitBounds: vi.fn(), isStyleLoaded: () => true };

// MapLibre needs WebGL, which happy-dom has not. This stand-in for react-map-gl's map fires `load` as its map is
// made, before the render that hands the map to the component's ref: the order a fast load has in a browser.
vi.mock('react-map-gl/maplibre', () => ({
  default: forwardRef(function FastMap(props: { onLoad?: (e: { target: unknown }) => void; children?: ReactNode }, ref) {
    const [made, setMade] = useState(false);
    useImperativeHandle(ref, () => (made ? { getMap: () => map, fitBounds: map.fitBounds } : null), [made]);
    useEffect(() => {
      props.onLoad?.({ target: map });
      setMade(true);
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    return <div data-testid="sensor-picker">{props.children}</div>;
  }),
  Source: ({ children }: { children?: ReactNode }) => <>{children}</>,
  Layer: () => null,
}));

startEndpointServer(handle(links.mapConfig, () => ({ style_url: null, legacy_url: null, grafana_url: null })));

describe('SensorPickerMap', () => {
  it('frames the sensors and hands the map to tests when the map loads before its ref is set', async () => {
    const devices = [deviceFixture({ id: 1, lng: 29.01, lat: 41.05 }), deviceFixture({ id: 2, lng: 29.03, lat: 41.07 })];
    await renderPage('/', <SensorPickerMap devices={devices} origin={null} destination={null} onPick={() => undefined} />, '/');
    await vi.waitFor(() => expect(window.__roadlensPickerMap).toBe(map));
    expect(map.fitBounds).toHaveBeenCalledWith(
      [
        [29.01, 41.05],
        [29.03, 41.07],
      ],
      expect.objectContaining({ duration: 0 }),
    );
  });
});
