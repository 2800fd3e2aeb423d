import type { Layers } from '../canvas/draw.ts';
import type { MapBox, PreviewMessage, PreviewStart, PreviewState } from './preview-protocol.ts';
import { endMapPreview, keepPreviewDrawing } from './preview-handle.ts';
// Inlined into the page's first script: as a file of its own, the worker had to be fetched before it could start
// its calls, and their answers came about 300 ms later (bench/map-startup.ts, the two builds alternated).
import PreviewWorker from './preview-worker.ts?worker&inline';

/** The preview gives way to the live map within this time whatever happens (a page that never drew, say). */
const LONGEST_MS = 10_000;

/**
 * The live map's links and sensors drawn before the app has started: a worker makes the map's calls and
 * builds their scene, and a second one draws it on a canvas laid where the map will be, at the camera it
 * will open at, with the live map's own drawing code (so the live map later draws the same pixels in the
 * same place). The app takes the first worker's answers as its own early calls, so nothing is asked twice. The canvas goes when the live
 * map has drawn (`endMapPreview`), or after 10 s. The app finds it through `preview-handle.ts`. Returns the answers by
 * address, or null where the browser cannot draw in a worker (the app then asks as usual).
 */
export function startMapPreview(
  box: MapBox,
  layers: Omit<Layers, 'side'>,
  calls: Extract<PreviewStart, { role: 'data' }>['calls'],
  headers: Record<string, string>,
): Map<string, Promise<Response>> | null {
  if (typeof Worker === 'undefined' || !('transferControlToOffscreen' in HTMLCanvasElement.prototype)) return null;
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.dataset.testid = 'map-preview';
  Object.assign(canvas.style, {
    position: 'fixed',
    left: `${box.left}px`,
    top: `${box.top}px`,
    width: `${box.width}px`,
    height: `${box.height}px`,
    pointerEvents: 'none',
    zIndex: '1',
  });
  let workers: [Worker, Worker];
  let offscreen: OffscreenCanvas;
  try {
    offscreen = canvas.transferControlToOffscreen();
    workers = [new PreviewWorker({ name: 'map-preview-data' }), new PreviewWorker({ name: 'map-preview-draw' })];
  } catch {
    return null;
  }
  document.body.append(canvas);
  const state: PreviewState = { drawnAt: null, camera: null, box, showing: true };
  window.__roadlensMapPreview = state;
  const answers = new Map<string, Promise<Response>>();
  const pending = new Map<string, (r: Response | null) => void>();
  for (const url of Object.values(calls)) {
    answers.set(
      url,
      new Promise<Response>((resolve, reject) => pending.set(url, (r) => (r ? resolve(r) : reject(new Error('preview call failed'))))),
    );
  }
  const settle = (url: string, r: Response | null) => {
    pending.get(url)?.(r);
    pending.delete(url);
  };
  const onmessage = ({ data }: MessageEvent<PreviewMessage>) => {
    if (data.kind === 'answer')
      settle(data.url, new Response(data.body, { status: data.status, statusText: data.statusText, headers: data.headers }));
    else if (data.kind === 'failed') settle(data.url, null);
    else if (data.kind === 'skipped') endMapPreview();
    else if (data.kind === 'seed') keepPreviewDrawing(data.seed);
    // Recorded even when the live map has taken over meanwhile: the drawing was on screen until then.
    else if (data.kind === 'drawn') {
      const since = (t: number) => t - performance.timeOrigin;
      state.drawnAt = since(data.at);
      state.camera = data.camera;
      performance.mark('roadlens:preview_began', { startTime: since(data.began) });
      performance.mark('roadlens:preview_data', { startTime: since(data.dataAt) });
      performance.mark('roadlens:preview_called', { startTime: since(data.calledAt) });
      performance.mark('roadlens:preview', { startTime: state.drawnAt });
    }
  };
  for (const worker of workers) {
    worker.onmessage = onmessage;
    // A worker that cannot start or throws leaves the calls to the app.
    worker.onerror = () => endMapPreview();
  }
  window.__roadlensPreviewHandle = { canvas, workers, answers, pending, drawing: null, ended: false };
  // A worker made from inlined code has no address of ours to resolve paths against: it gets whole addresses.
  const origin = window.location.origin;
  const { width, height } = box;
  // The data worker hands the scene straight to the drawing worker, without the page's busy main thread.
  const channel = new MessageChannel();
  const [data, draw] = workers;
  data.postMessage({ role: 'data', width, height, calls, origin, headers, port: channel.port1 } satisfies PreviewStart, [channel.port1]);
  draw.postMessage(
    {
      role: 'draw',
      canvas: offscreen,
      width,
      height,
      ratio: window.devicePixelRatio || 1,
      layers,
      port: channel.port2,
    } satisfies PreviewStart,
    [offscreen, channel.port2],
  );
  setTimeout(endMapPreview, LONGEST_MS);
  return answers;
}
