/**
 * How a sensor is doing, from when it last reported a detection: online, silent (quiet long enough
 * to look wrong; a quiet road at night can do it), or offline (quiet for hours, or never heard from).
 */
export type SensorStatus = 'online' | 'silent' | 'offline';

/** No detection for 15 minutes or more: silent. */
export const SILENT_AFTER_S = 15 * 60;
/** No detection for 2 hours or more (or never): offline. */
export const OFFLINE_AFTER_S = 2 * 3600;

/** Status from the age of the last detection in seconds (null = never seen). */
export function sensorStatusOfAge(ageS: number | null): SensorStatus {
  if (ageS === null || !Number.isFinite(ageS) || ageS >= OFFLINE_AFTER_S) return 'offline';
  return ageS >= SILENT_AFTER_S ? 'silent' : 'online';
}

/** Status from the last detection time (epoch seconds, or an ISO string as the API sends it) at `nowS`. */
export function sensorStatus(lastSeen: number | string | null | undefined, nowS: number): SensorStatus {
  if (lastSeen == null) return 'offline';
  const seenS = typeof lastSeen === 'number' ? lastSeen : Date.parse(lastSeen) / 1000;
  return sensorStatusOfAge(nowS - seenS);
}
