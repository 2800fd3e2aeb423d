import { Alert, Stack } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { RadarRow } from '@roadlens/contract/data';
import { toSpeedUnit } from '../../../components/map/speed.ts';
import { useCompanyMapSettings } from '../../../components/map/use-company-map-settings.ts';
import { useFormat } from '../../../lib/format/index.ts';
import { useRadarPage } from '../api/device-data.ts';
import { PeriodFields } from './period-fields.tsx';
import { useGridParams } from './use-grid-params.ts';
import { useGridLocaleText } from '../../../components/data-list/grid-locale.ts';

/** The sensor's radar intervals (radardata_detail), newest first, speeds in the company's unit. */
export function RadarTab({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation();
  const gridLocale = useGridLocaleText();
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
    <Stack sx={{ gap: 2 }}>
      <PeriodFields grid={grid} />
      {radar.isError && <Alert severity="error">{t('sensors.radar.error')}</Alert>}
      <DataGrid
        autoHeight
        rows={radar.data?.results ?? []}
        columns={columns}
        loading={radar.isFetching}
        rowCount={radar.data?.count ?? 0}
        paginationMode="server"
        pageSizeOptions={[10]}
        paginationModel={{ page: grid.page - 1, pageSize: 10 }}
        onPaginationModelChange={(m) => grid.setPage(m.page + 1)}
        disableColumnSorting
        disableRowSelectionOnClick
        localeText={{ ...gridLocale, noRowsLabel: t('sensors.radar.empty') }}
      />
    </Stack>
  );
}
