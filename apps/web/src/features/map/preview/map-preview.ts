import { drawScene, type Layers } from '../canvas/draw.ts';
import { sceneSignature } from '../canvas/scene-signature.ts';
import type { MapBox, PreviewCalls, PreviewState } from './preview-state.ts';
import { endMapPreview, keepPreviewDrawing, type PreviewHandle } from './preview-handle.ts';
import { geometryOf, previewSceneOf, type Answer } from './preview-scene.ts';

/** The preview gives way to the live map within this time whatever happens (a page that never drew, say). */
const LONGEST_MS = 10_000;

/**
 * The live map's links and sensors drawn before the app has started: the page makes the map's three calls, builds
 * the scene of their answers with the live map's own code at the camera the map will open at, and draws it on a
 * canvas laid where the map will be, with the live map's own drawing code (so the live map later draws the same
 * pixels in the same place). All on the page's main thread, which is free then: the app's code is still arriving
 * and being compiled beside it. The app takes copies of the answers as its own early calls, so nothing is asked
 * twice. The canvas goes when the live map has drawn (`endMapPreview`), or after 10 s. The app finds it through
 * `preview-handle.ts`. Returns the answers by address.
 */
export function startMapPreview(
  box: MapBox,
  layers: Omit<Layers, 'side'>,
  calls: PreviewCalls,
  headers: Record<string, string>,
): Map<string, Promise<Response>> {
  const answers = new Map<string, Promise<Response>>();
  // Each answer as the preview reads it, with the app's copy of it (which the links' hand-over names).
  const read = new Map<string, Promise<Answer & { copy: Response | null }>>();
  for (const url of Object.values(calls)) {
    const call = readCall(url, headers).then(({ res, body }) => ({ res, body, copy: copyOf(res, body) }));
    answers.set(
      url,
      call.then(({ copy }) => copy),
    );
    read.set(
      url,
      call.then(
        ({ res, body, copy }) => ({ body: res.ok ? body : null, at: performance.now(), copy }),
        () => ({ body: null, at: performance.now(), copy: null }),
      ),
    );
  }
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
  document.body.append(canvas);
  const state: PreviewState = { drawnAt: null, camera: null, box, showing: true, linesTaken: false };
  window.__roadlensMapPreview = state;
  let finish = () => {};
  const over = new Promise<void>((done) => (finish = done));
  const handle: PreviewHandle = { canvas, answers, drawing: null, links: null, ended: false, over, finish };
  window.__roadlensPreviewHandle = handle;

  const began = performance.now();
  const get = (url: string) => read.get(url)!;
  // The lines are read and projected as soon as they are in: the profile (the company's colours, unit and saved
  // view) is often the last answer, and only colours the links and places the camera.
  const geometry = Promise.all([get(calls.links), get(calls.devices)]).then(([l, d]) => {
    const lines = geometryOf(l, d);
    if (lines && l.copy && !handle.ended) handle.links = { answer: l.copy, lines: lines.lines, geometry: lines.geometry };
    return { at: Math.max(l.at, d.at), lines };
  });
  void Promise.all([get(calls.me), geometry])
    .then(([profile, { at, lines }]) => {
      const built = previewSceneOf(profile, lines, box.width, box.height);
      // Signed out, no map permission or a failed call (the app shows what it shows), or the app has moved on.
      if (!built || window.__roadlensPreviewHandle?.ended) return endMapPreview();
      const dataAt = Math.max(profile.at, at);
      const { scene, camera, side } = built;
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.round(box.width * ratio);
      canvas.height = Math.round(box.height * ratio);
      const ctx = canvas.getContext('2d')!;
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      const all = { ...layers, side };
      const drawn = drawScene(ctx, scene, camera, all);
      const calledAt = performance.now();
      // The canvas is rasterised as the next frame is made; the frame after that finds it on screen.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          state.drawnAt = performance.now();
          state.camera = camera;
          performance.mark('roadlens:preview_began', { startTime: began });
          performance.mark('roadlens:preview_data', { startTime: dataAt });
          performance.mark('roadlens:preview_called', { startTime: calledAt });
          performance.mark('roadlens:preview', { startTime: state.drawnAt });
          finish();
          // A copy of those pixels goes to the live map, whose first view this is: it shows them rather than
          // rasterising the same lines again while the app starts.
          const signature = sceneSignature(scene);
          void createImageBitmap(canvas).then((image) => keepPreviewDrawing({ image, cam: camera, ratio, layers: all, signature, drawn }));
        }),
      );
    })
    .catch(() => endMapPreview());
  setTimeout(endMapPreview, LONGEST_MS);
  return answers;
}

/** One of the map's calls, read whole. */
async function readCall(url: string, headers: Record<string, string>): Promise<{ res: Response; body: ArrayBuffer }> {
  const res = await fetch(url, { headers, credentials: 'include' });
  return { res, body: await res.arrayBuffer() };
}

/** The answer as the app reads it: its own copy of the bytes (the preview reads the first). */
function copyOf(res: Response, body: ArrayBuffer): Response {
  return new Response(res.status === 204 || res.status === 304 ? null : body.slice(0), {
    status: res.status,
    statusText: res.statusText,
    headers: res.headers,
  });
}
