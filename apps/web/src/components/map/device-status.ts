import { sensorStatus, type SensorStatus } from '@roadlens/traffic/definitions';

/** How a sensor is doing (map circles, lists): the shared sensor status, from when it last reported. */
export type DeviceStatus = SensorStatus;

export const DEVICE_STATUS_COLORS: Record<DeviceStatus, string> = {
  online: '#2e7d32',
  silent: '#ed6c02',
  offline: '#d32f2f',
};

/** sensorStatus() of an API `last_seen` at `now` (epoch milliseconds, as Date.now() gives it). */
export function deviceStatus(lastSeen: string | null, now = Date.now()): DeviceStatus {
  return sensorStatus(lastSeen, now / 1000);
}
