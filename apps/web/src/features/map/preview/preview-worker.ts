// The live map's first picture, drawn in a worker while the page's main thread is still starting the
// app (compiling and running its code takes most of a second on a slow PC): the worker makes the map's
// three calls itself, hands every answer to the page for the app to take, and draws the links and
// sensors on the page's preview canvas with the live map's own scene and drawing code, at the camera
// the map will open at. See map-preview.ts.
import type { MapLinks, MapSensors } from '@roadlens/contract/live-map';
import type { Me } from '@roadlens/contract';
import { mapSettingsOf } from '../../../components/map/map-settings.ts';
import { decodeDrawnLinks } from '../api/drawn-links.ts';
import { decodeMapSensors } from '../api/map-sensors.ts';
import { cameraAt, cameraToFit } from '../canvas/camera.ts';
import { drawScene } from '../canvas/draw.ts';
import { buildScene } from '../canvas/scene.ts';
import { boundsOf, FIT_PADDING, WORLD_VIEW } from '../map-features.ts';
import type { PreviewMessage, PreviewStart } from './preview-protocol.ts';

const post = (m: PreviewMessage) => self.postMessage(m);
const now = () => performance.timeOrigin + performance.now();

async function call(url: string, origin: string, headers: Record<string, string>): Promise<unknown> {
  try {
    const res = await fetch(new URL(url, origin), { headers, credentials: 'include' });
    const body = await res.arrayBuffer();
    // A copy goes to the page (the app reads it there); this one is read here.
    post({ kind: 'answer', url, status: res.status, statusText: res.statusText, headers: [...res.headers], body, at: now() });
    return res.ok ? JSON.parse(new TextDecoder().decode(body)) : null;
  } catch {
    post({ kind: 'failed', url });
    return null;
  }
}

self.onmessage = async ({ data }: MessageEvent<PreviewStart>) => {
  const began = now();
  const { canvas, width, height, ratio, layers, calls, origin, headers } = data;
  const answers = Promise.all([calls.me, calls.links, calls.devices].map((url) => call(url, origin, headers)));
  // The canvas's first frame is sent while the calls are out. Chromium links a worker's canvas to its place
  // in the page on the page's main thread: sent later, the first frame (the links) waited there for the app's
  // start-up, which holds that thread for hundreds of milliseconds; once linked, frames reach the screen
  // without it. A transparent pixel is enough to be a frame.
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = 'rgba(0, 0, 0, 0)';
  ctx.fillRect(0, 0, 1, 1);
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  const [me, links, devices] = (await answers) as [Me | null, MapLinks | null, MapSensors | null];
  const dataAt = now();
  // Signed out, no map permission, or a failed call: the app shows what it shows, without a preview.
  if (!me || !links || !devices) return post({ kind: 'skipped' });
  const { bands, unit, center, drivingSide } = mapSettingsOf(me);
  const sensors = decodeMapSensors(devices);
  const scene = buildScene(decodeDrawnLinks(links), sensors, bands, unit);
  // The view the live map opens at: the stored centre, else the sensors framed, else the whole world.
  const bounds = center ? null : boundsOf(sensors);
  const camera = center
    ? cameraAt(center.lng, center.lat, center.zoom, width, height)
    : bounds
      ? cameraToFit(bounds, width, height, FIT_PADDING)
      : cameraAt(WORLD_VIEW.longitude, WORLD_VIEW.latitude, WORLD_VIEW.zoom, width, height);
  drawScene(ctx as unknown as CanvasRenderingContext2D, scene, camera, { ...layers, side: drivingSide });
  const calledAt = now();
  // The canvas is rasterised and its frame sent when this task ends; the next frame comes after that.
  requestAnimationFrame(() => post({ kind: 'drawn', began, dataAt, calledAt, at: now(), camera }));
};
