// The live map's first picture, drawn in workers while the page's main thread is still starting the
// app (compiling and running its code takes most of a second on a slow PC). This script runs twice: the
// data worker is sent the map's three answers by the page (which made the calls) and builds the scene with the
// live map's own code at the camera the map will open at; the drawing worker holds the page's preview canvas and
// draws that scene with the live map's own drawing code. See map-preview.ts.
import type { MapLinks, MapSensors } from '@roadlens/contract/live-map';
import type { Me } from '@roadlens/contract';
import { mapSettingsOf } from '../../../components/map/map-settings.ts';
import { decodeDrawnLinks } from '../api/drawn-links.ts';
import { readDrawnLinkBytes } from '../api/drawn-links-bytes.ts';
import { decodeMapSensors } from '../api/map-sensors.ts';
import { cameraAt, cameraToFit } from '../canvas/camera.ts';
import { drawScene } from '../canvas/draw.ts';
import { drawable, project, sceneOf, type Geometry } from '../canvas/scene.ts';
import { sceneSignature } from '../canvas/scene-signature.ts';
import { boundsOf, FIT_PADDING, WORLD_VIEW } from '../map-features.ts';
import type { PreviewMessage, PreviewScene, PreviewStart } from './preview-protocol.ts';

const post = (m: PreviewMessage, transfer: Transferable[] = []) => self.postMessage(m, { transfer });
const now = () => performance.timeOrigin + performance.now();

/** A call's answer as the page read it (null: failed or refused), and when the page had it. */
type Answer = { body: ArrayBuffer | null; at: number };

/** The answers the page sends, by address, whichever comes first: the answer or the worker asking for it. */
const answers = new Map<string, { promise: Promise<Answer>; settle: (a: Answer) => void }>();
function answer(url: string) {
  let entry = answers.get(url);
  if (!entry) {
    let settle!: (a: Answer) => void;
    const promise = new Promise<Answer>((ok) => (settle = ok));
    answers.set(url, (entry = { promise, settle }));
  }
  return entry;
}

/** One call's answer from the page. */
function received({ url, ok, body, at }: Extract<PreviewStart, { role: 'answer' }>) {
  answer(url).settle({ body: ok ? body : null, at });
}

/** An answer's JSON; null for a failed call or a reply that is not JSON. */
function jsonOf({ body }: Answer): unknown {
  try {
    return body ? JSON.parse(new TextDecoder().decode(body)) : null;
  } catch {
    return null;
  }
}

/**
 * The drawn links' lines projected, with their speeds: read straight from the answer's bytes, or as JSON where the
 * bytes are not as the server writes them. Null: no answer.
 */
function linesOf(a: Answer): { geometry: Geometry; speeds: (number | null)[] } | null {
  let read = a.body ? readDrawnLinkBytes(a.body) : null;
  if (!read) {
    const json = jsonOf(a) as MapLinks | null;
    if (!json) return null;
    read = { ids: json.ids, speeds: json.speeds, lines: decodeDrawnLinks(json).map((l) => l.line) };
  }
  const { ids, speeds, lines } = read;
  // The links the live map draws (buildScene), so that both scenes are the same.
  const keep = lines.flatMap((line, i) => (drawable(line) ? [i] : []));
  return {
    geometry: project(
      keep.map((i) => lines[i]),
      keep.map((i) => ids[i]),
    ),
    speeds: keep.map((i) => speeds[i]),
  };
}

async function dataWorker({ width, height, calls, port }: Extract<PreviewStart, { role: 'data' }>) {
  const began = now();
  const [meCall, linksCall, devicesCall] = [calls.me, calls.links, calls.devices].map((url) => answer(url).promise);
  // The lines are read and projected as soon as they are in: the profile (the company's colours, unit and saved
  // view) is often the last answer, and only colours the links and places the camera.
  const geometry = Promise.all([linksCall, devicesCall]).then(([l, d]) => {
    const at = Math.max(l.at, d.at);
    const lines = linesOf(l);
    const sensors = jsonOf(d) as MapSensors | null;
    return { at, drawn: lines && sensors ? { ...lines, sensors: decodeMapSensors(sensors) } : null };
  });
  const [profile, { at, drawn }] = await Promise.all([meCall, geometry]);
  const me = jsonOf(profile) as Me | null;
  const dataAt = Math.max(profile.at, at);
  // Signed out, no map permission, or a failed call: the app shows what it shows, without a preview.
  if (!me || !drawn) {
    port.postMessage(null satisfies PreviewScene);
    return post({ kind: 'skipped' });
  }
  const { bands, unit, center, drivingSide } = mapSettingsOf(me);
  const { sensors } = drawn;
  const scene = sceneOf(drawn.geometry, drawn.speeds, sensors, bands, unit);
  // The view the live map opens at: the stored centre, else the sensors framed, else the whole world.
  const bounds = center ? null : boundsOf(sensors);
  const camera = center
    ? cameraAt(center.lng, center.lat, center.zoom, width, height)
    : bounds
      ? cameraToFit(bounds, width, height, FIT_PADDING)
      : cameraAt(WORLD_VIEW.longitude, WORLD_VIEW.latitude, WORLD_VIEW.zoom, width, height);
  const message: PreviewScene = {
    scene: { ...scene, geometry: { ...scene.geometry, lines: [] } },
    camera,
    side: drivingSide,
    began,
    dataAt,
  };
  // The projected lines are moved, not copied; the decoded ones stay here (the drawing needs only the projection).
  port.postMessage(message, [scene.coords.buffer, scene.start.buffer, scene.count.buffer, scene.bbox.buffer, scene.sensorXY.buffer]);
}

function drawWorker({ canvas, width, height, ratio, layers, port }: Extract<PreviewStart, { role: 'draw' }>) {
  // The canvas's first frame is sent at once. Chromium links a worker's canvas to its place in the page on the
  // page's main thread, and this first drawing call waits until that thread is free (the app's start-up holds it
  // for hundreds of milliseconds); once linked, frames reach the screen without it. A transparent pixel is
  // enough to be a frame. Meanwhile the data worker goes on reading the answers.
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = 'rgba(0, 0, 0, 0)';
  ctx.fillRect(0, 0, 1, 1);
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  port.onmessage = ({ data }: MessageEvent<PreviewScene>) => {
    if (!data) return;
    const { scene, camera, side, began, dataAt } = data;
    const all = { ...layers, side };
    const drawn = drawScene(ctx as unknown as CanvasRenderingContext2D, scene, camera, all);
    const calledAt = now();
    // The canvas is rasterised and its frame sent when this task ends; the next frame comes after that.
    requestAnimationFrame(() => {
      post({ kind: 'drawn', began, dataAt, calledAt, at: now(), camera });
      // Then a copy of those pixels goes to the live map, whose first view this is: it shows them rather than
      // rasterising the same lines again on the page's main thread while the app starts. The scene's signature is
      // worked out here, after the frame, to keep it off the way to the first drawing.
      const signature = sceneSignature(scene);
      void createImageBitmap(canvas).then((image) =>
        post({ kind: 'seed', seed: { image, cam: camera, ratio, layers: all, signature, drawn } }, [image]),
      );
    });
  };
}

self.onmessage = ({ data }: MessageEvent<PreviewStart>) => {
  if (data.role === 'data') void dataWorker(data);
  else if (data.role === 'answer') received(data);
  else drawWorker(data);
};
