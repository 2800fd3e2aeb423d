import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { RadarRow } from '@roadlens/contract/data';
import { toSpeedUnit } from '../../../components/map/speed.ts';
import { useCompanyMapSettings } from '../../../components/map/use-company-map-settings.ts';
import { useFormat } from '../../../lib/format/index.ts';
import { useRadarPage } from '../api/device-data.ts';
import { PeriodGrid } from './period-grid.tsx';
import { useGridParams } from './use-grid-params.ts';

/** The sensor's radar intervals (radardata_detail), newest first, speeds in the company's unit. */
export function RadarTab({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation();
  const { unit } = useCompanyMapSettings();
  const { dateTime, number, speedLabel } = useFormat();
  const grid = useGridParams();
  const radar = useRadarPage(deviceId, grid.query);
  const columns: GridColDef<RadarRow>[] = [
    { field: 'timestamp', headerName: t('sensors.logs.timestamp'), width: 180, valueFormatter: (v: string) => dateTime(v) },
    { field: 'lane', headerName: t('sensors.radar.lane'), width: 80, valueFormatter: (v: number | null) => v ?? '—' },
    { field: 'count', headerName: t('sensors.radar.count'), width: 90 },
    {
      field: 'speed_kmh',
      headerName: `${t('sensors.radar.speed')} (${speedLabel})`,
      width: 130,
      valueFormatter: (v: number | null) => (v === null ? '—' : number(toSpeedUnit(v, unit), 1)),
    },
    {
      field: 'occupancy',
      headerName: t('sensors.radar.occupancy'),
      width: 120,
      valueFormatter: (v: number | null) => (v === null ? '—' : `${number(v, 1)} %`),
    },
    {
      field: 'vehicle_class',
      headerName: t('sensors.radar.vehicleClass'),
      flex: 1,
      minWidth: 120,
      valueFormatter: (v: string | null) => v ?? '—',
    },
  ];
  return (
    <PeriodGrid grid={grid} rows={radar} columns={columns} errorText={t('sensors.radar.error')} emptyText={t('sensors.radar.empty')} />
  );
}
