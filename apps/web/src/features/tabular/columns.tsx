import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { Kind } from './kinds.ts';

const num = (digits: number) => (v: number | null) => (v === null || v === undefined ? '—' : v.toFixed(digits));

/**
 * Columns of each kind; a column's field is its server ordering key where the server sorts by it.
 * `dateTime` formats an instant in the signed-in user's time zone (useFormat().dateTime).
 */
export function columnsOf(
  kind: Kind,
  t: TFunction,
  serialOf: (id: number) => string,
  dateTime: (v: string) => string,
): GridColDef<GridValidRowModel>[] {
  const time = (v: string | null) => (v ? dateTime(v) || '—' : '—');
  const device: GridColDef = { field: 'device_id', headerName: t('tabular.col.device'), width: 150, sortable: false, valueFormatter: (v: number) => serialOf(v) };
  const c = (field: string, key: string, extra: Partial<GridColDef> = {}): GridColDef => ({ field, headerName: t(`tabular.col.${key}`), width: 120, sortable: false, ...extra });
  switch (kind) {
    case 'records':
      return [
        c('create_time', 'createTime', { width: 180, sortable: true, valueFormatter: time }),
        device,
        c('fingerprint', 'fingerprint', { flex: 1, minWidth: 160 }),
        c('tag', 'tag'),
        c('signal', 'signal', { valueFormatter: (v: number) => t(`tabular.signals.${v}`) }),
        c('rssi', 'rssi', { width: 90, sortable: true }),
        c('sync_time', 'syncTime', { width: 180, sortable: true, valueFormatter: time }),
      ];
    case 'radar_data':
      return [
        c('timestamp', 'timestamp', { width: 180, sortable: true, valueFormatter: time }),
        device,
        c('lane', 'lane', { width: 80 }),
        c('count', 'count', { width: 90 }),
        c('speed_kmh', 'speed', { valueFormatter: num(1) }),
        c('occupancy', 'occupancy', { valueFormatter: num(2) }),
        c('vehicle_class', 'vehicleClass', { flex: 1, minWidth: 120 }),
      ];
    case 'logs':
      return [
        c('timestamp', 'timestamp', { width: 180, sortable: true, valueFormatter: time }),
        device,
        c('level', 'level', { width: 90 }),
        c('message', 'message', { flex: 1, minWidth: 200 }),
        c('voltage', 'voltage', { width: 90, valueFormatter: num(2) }),
        c('temperature', 'temperature', { width: 110, valueFormatter: num(1) }),
      ];
    case 'device_process':
      return [
        c('last_detection', 'interval', { width: 180, valueFormatter: time }),
        device,
        c('link_id', 'link', { width: 80 }),
        c('type', 'type', { width: 110, valueFormatter: (v: number) => t(`tabular.types.${v}`) }),
        c('raw_count', 'raw', { width: 90 }),
        c('accepted_count', 'accepted', { width: 100 }),
        c('median_s', 'median', { valueFormatter: num(1) }),
        c('p85_s', 'p85', { valueFormatter: num(1) }),
        c('speed_kmh', 'speed', { valueFormatter: num(1) }),
      ];
    case 'device_average':
      return [
        c('timestamp', 'bucket', { width: 180, valueFormatter: time }),
        device,
        c('link_id', 'link', { width: 80 }),
        c('raw_count', 'raw', { width: 90 }),
        c('accepted_count', 'accepted', { width: 100 }),
        c('mean_s', 'mean', { valueFormatter: num(1) }),
        c('median_s', 'median', { valueFormatter: num(1) }),
        c('p85_s', 'p85', { valueFormatter: num(1) }),
        c('speed_kmh', 'speed', { valueFormatter: num(1) }),
      ];
  }
}

/** Rows of the aggregate kinds carry no id. */
export const rowIdOf = (kind: Kind) => (r: GridValidRowModel): string | number =>
  kind === 'device_process' ? `${r.link_id}-${r.type}-${r.last_detection}` : kind === 'device_average' ? `${r.device_id}-${r.link_id}-${r.timestamp}` : (r.id as number);
