import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { Kind } from './kinds.ts';

/**
 * Columns of each kind; a column's field is its server ordering key where the server sorts by it.
 * `dateTime` formats an instant in the signed-in user's time zone (useFormat().dateTime).
 */
export function columnsOf(
  kind: Kind,
  t: TFunction,
  serialOf: (id: number) => string,
  dateTime: (v: string) => string,
  /** A number with the language's separators (useFormat().number). */
  number: (v: number, digits: number) => string,
  /** Speeds (stored in km/h) in the user's unit, and that unit's label (useFormat().speedValue / speedLabel). */
  speed: { value: (kmh: number) => number; label: string } = { value: (kmh) => kmh, label: 'km/h' },
): GridColDef<GridValidRowModel>[] {
  const time = (v: string | null) => (v ? dateTime(v) || '—' : '—');
  const num = (digits: number) => (v: number | null) => (v === null || v === undefined ? '—' : number(v, digits));
  // The mode of a processed row; a row of another kind (still on screen while the new kind loads) has none.
  const speedCol = (): GridColDef => ({
    field: 'speed_kmh',
    headerName: t('tabular.col.speed', { unit: speed.label }),
    width: 120,
    sortable: false,
    valueFormatter: (v: number | null) => (v === null || v === undefined ? '—' : number(speed.value(v), 1)),
  });
  const type = (v: number | null | undefined) => (v === 0 || v === 1 ? t(`tabular.types.${v}`) : '—');
  const device: GridColDef = {
    field: 'device_id',
    headerName: t('tabular.col.device'),
    width: 150,
    sortable: false,
    valueFormatter: (v: number) => serialOf(v),
  };
  const c = (field: string, key: string, extra: Partial<GridColDef> = {}): GridColDef => ({
    field,
    headerName: t(`tabular.col.${key}`),
    width: 120,
    sortable: false,
    ...extra,
  });
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
        c('count', 'count', { width: 90, valueFormatter: num(0) }),
        speedCol(),
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
        c('type', 'type', { width: 110, valueFormatter: type }),
        c('raw_count', 'raw', { width: 90, valueFormatter: num(0) }),
        c('accepted_count', 'accepted', { width: 100, valueFormatter: num(0) }),
        c('median_s', 'median', { valueFormatter: num(1) }),
        c('p85_s', 'p85', { valueFormatter: num(1) }),
        speedCol(),
      ];
    case 'device_average':
      return [
        c('timestamp', 'bucket', { width: 180, valueFormatter: time }),
        device,
        c('link_id', 'link', { width: 80 }),
        c('raw_count', 'raw', { width: 90, valueFormatter: num(0) }),
        c('accepted_count', 'accepted', { width: 100, valueFormatter: num(0) }),
        c('mean_s', 'mean', { valueFormatter: num(1) }),
        c('median_s', 'median', { valueFormatter: num(1) }),
        c('p85_s', 'p85', { valueFormatter: num(1) }),
        speedCol(),
      ];
  }
}

/** Rows of the aggregate kinds carry no id. */
export const rowIdOf =
  (kind: Kind) =>
  (r: GridValidRowModel): string | number =>
    kind === 'device_process'
      ? `${r.link_id}-${r.type}-${r.last_detection}`
      : kind === 'device_average'
        ? `${r.device_id}-${r.link_id}-${r.timestamp}`
        : (r.id as number);
