/** How a sensor is doing, from when it last reported (used for map circles, lists and the alerts screen). */
export type DeviceStatus = 'online' | 'silent' | 'offline';

/** No detection for this long = silent; for this long = offline. */
export const SILENT_AFTER_MS = 15 * 60_000;
export const OFFLINE_AFTER_MS = 2 * 3600_000;

export const DEVICE_STATUS_COLORS: Record<DeviceStatus, string> = {
  online: '#2e7d32',
  silent: '#ed6c02',
  offline: '#d32f2f',
};

export function deviceStatus(lastSeen: string | null, now = Date.now()): DeviceStatus {
  if (!lastSeen) return 'offline';
  const age = now - Date.parse(lastSeen);
  if (!Number.isFinite(age) || age >= OFFLINE_AFTER_MS) return 'offline';
  return age >= SILENT_AFTER_MS ? 'silent' : 'online';
}
