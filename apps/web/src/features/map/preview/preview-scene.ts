// The preview's scene, built from the map's three answers with the live map's own code, at the camera the live map
// will open at (see map-preview.ts).
import type { MapLinks, MapSensors } from '@roadlens/contract/live-map';
import type { Me } from '@roadlens/contract';
import { mapSettingsOf } from '../../../components/map/map-settings.ts';
import { decodeDrawnLinks } from '../api/drawn-links.ts';
import { readDrawnLinkBytes } from '../api/drawn-links-bytes.ts';
import { decodeMapSensors } from '../api/map-sensors.ts';
import { cameraAt, cameraToFit } from '../canvas/camera.ts';
import type { Camera } from '../canvas/draw.ts';
import { drawable, project, sceneOf, type Geometry, type Scene } from '../canvas/scene.ts';
import type { DrivingSide } from '../canvas/style.ts';
import { boundsOf, FIT_PADDING, WORLD_VIEW } from '../map-features.ts';

/** A call's answer as the page read it (null: failed or refused), and when the page had it (epoch ms). */
export type Answer = { body: ArrayBuffer | null; at: number };

/** An answer's JSON; null for a failed call or a reply that is not JSON. */
export function jsonOf({ body }: Answer): unknown {
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
function linesOf(a: Answer): { geometry: Geometry; speeds: (number | null)[]; lines: Float64Array[] } | null {
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
    lines,
  };
}

/**
 * The links projected and the sensors read, as soon as both answers are in (before the profile), with every link's
 * line as read (in the answer's order), for the app to take rather than decode the same answer again.
 */
export function geometryOf(links: Answer, devices: Answer) {
  const lines = linesOf(links);
  const sensors = jsonOf(devices) as MapSensors | null;
  return lines && sensors ? { ...lines, sensors: decodeMapSensors(sensors) } : null;
}

/**
 * The scene and camera for a map `width`×`height` CSS px; null (no preview) when signed out, without the map's
 * permission, or when a call failed: the app then shows what it shows.
 */
export function previewSceneOf(
  profile: Answer,
  drawn: ReturnType<typeof geometryOf>,
  width: number,
  height: number,
): { scene: Scene; camera: Camera; side: DrivingSide } | null {
  const me = jsonOf(profile) as Me | null;
  if (!me || !drawn) return null;
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
  return { scene, camera, side: drivingSide };
}
