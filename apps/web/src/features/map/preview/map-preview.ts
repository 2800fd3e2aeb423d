import type { Layers } from '../canvas/draw.ts';
import type { MapBox, PreviewMessage, PreviewStart, PreviewState } from './preview-protocol.ts';
import { endMapPreview, keepPreviewDrawing } from './preview-handle.ts';
// Inlined into the page's first script: as a file of its own, the worker had to be fetched before it could start,
// and the preview came about 300 ms later (bench/map-startup.ts, the two builds alternated).
import PreviewWorker from './preview-worker.ts?worker&inline';

/** The preview gives way to the live map within this time whatever happens (a page that never drew, say). */
const LONGEST_MS = 10_000;

/**
 * The live map's links and sensors drawn before the app has started: a worker builds the scene of the map's
 * answers, and a second one draws it on a canvas laid where the map will be, at the camera it will open at,
 * with the live map's own drawing code (so the live map later draws the same pixels in the same place). The
 * page makes the map's calls itself and moves each answer's bytes to the first worker; the app takes copies of
 * those answers as its own early calls, so nothing is asked twice. The canvas goes when the live map has drawn
 * (`endMapPreview`), or after 10 s. The app finds it through `preview-handle.ts`. Returns the answers by address,
 * or null where the browser cannot draw in a worker (the app then asks as usual).
 */
export function startMapPreview(
  box: MapBox,
  layers: Omit<Layers, 'side'>,
  calls: Extract<PreviewStart, { role: 'data' }>['calls'],
  headers: Record<string, string>,
): Map<string, Promise<Response>> | null {
  if (typeof Worker === 'undefined' || !('transferControlToOffscreen' in HTMLCanvasElement.prototype)) return null;
  // The calls leave first, from here rather than from the worker: a worker is running its script only some 50 ms
  // after this, and by then the app's own files and calls fill the browser's six connections to the server, so the
  // map's answers waited behind them (bench/map-startup.ts: the sensors' call waited 87 ms for a connection).
  // Each answer's bytes move to the data worker as they come in (a failed call is sent as none), after the app's copy
  // is taken. They come after this function has returned, when the worker has been started (or has failed to).
  const to: { worker?: Worker } = {};
  const send = (m: Extract<PreviewStart, { role: 'answer' }>) => to.worker?.postMessage(m, m.body ? [m.body] : []);
  const answers = new Map<string, Promise<Response>>();
  for (const url of Object.values(calls))
    answers.set(
      url,
      readCall(url, headers).then(
        ({ res, body }) => {
          const copy = copyOf(res, body);
          send({ role: 'answer', url, ok: res.ok, body, at: epochNow() });
          return copy;
        },
        (e: unknown) => {
          send({ role: 'answer', url, ok: false, body: null, at: epochNow() });
          throw e;
        },
      ),
    );
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
    // No preview, but the calls are made: the app takes their answers.
    window.__roadlensPreviewHandle = { canvas, workers: [], answers, drawing: null, ended: true, over: Promise.resolve(), finish() {} };
    return answers;
  }
  document.body.append(canvas);
  const state: PreviewState = { drawnAt: null, camera: null, box, showing: true };
  window.__roadlensMapPreview = state;
  let finish = () => {};
  const over = new Promise<void>((done) => (finish = done));
  const onmessage = ({ data }: MessageEvent<PreviewMessage>) => {
    if (data.kind === 'skipped') endMapPreview();
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
      finish();
    }
  };
  for (const worker of workers) {
    worker.onmessage = onmessage;
    // A worker that cannot start or throws ends the preview; the app takes the answers all the same.
    worker.onerror = () => endMapPreview();
  }
  window.__roadlensPreviewHandle = { canvas, workers, answers, drawing: null, ended: false, over, finish };
  const { width, height } = box;
  // The data worker hands the scene straight to the drawing worker, without the page's busy main thread.
  const channel = new MessageChannel();
  const [data, draw] = workers;
  to.worker = data;
  data.postMessage({ role: 'data', width, height, calls, port: channel.port1 } satisfies PreviewStart, [channel.port1]);
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

const epochNow = () => performance.timeOrigin + performance.now();

/** One of the map's calls, read whole. */
async function readCall(url: string, headers: Record<string, string>): Promise<{ res: Response; body: ArrayBuffer }> {
  const res = await fetch(url, { headers, credentials: 'include' });
  return { res, body: await res.arrayBuffer() };
}

/** The answer as the app reads it: its own copy of the bytes, since the read ones move to the worker. */
function copyOf(res: Response, body: ArrayBuffer): Response {
  return new Response(res.status === 204 || res.status === 304 ? null : body.slice(0), {
    status: res.status,
    statusText: res.statusText,
    headers: res.headers,
  });
}
