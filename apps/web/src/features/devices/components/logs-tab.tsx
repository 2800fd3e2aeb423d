import { Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { LogRow } from '@roadlens/contract/data';
import { useFormat } from '../../../lib/format/index.ts';
import { useLogsPage } from '../api/device-data.ts';
import { PeriodGrid } from './period-grid.tsx';
import { useGridParams } from './use-grid-params.ts';

const LEVEL_COLOR = { debug: 'default', info: 'info', warning: 'warning', error: 'error' } as const;

/** The sensor's log lines and heartbeats (logs_detail), newest first, paged by 10 on the server. */
export function LogsTab({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const grid = useGridParams();
  const logs = useLogsPage(deviceId, grid.query);
  const columns: GridColDef<LogRow>[] = [
    { field: 'timestamp', headerName: t('sensors.logs.timestamp'), width: 180, valueFormatter: (v: string) => dateTime(v) },
    {
      field: 'level',
      headerName: t('sensors.logs.level'),
      width: 110,
      renderCell: ({ value }) => (
        <Chip
          size="small"
          label={t(`sensors.logs.levels.${value as string}`, { defaultValue: value as string })}
          color={LEVEL_COLOR[value as keyof typeof LEVEL_COLOR] ?? 'default'}
        />
      ),
    },
    { field: 'message', headerName: t('sensors.logs.message'), flex: 1, minWidth: 200 },
    {
      field: 'voltage',
      headerName: t('sensors.overview.voltage'),
      width: 100,
      valueFormatter: (v: number | null) => (v === null ? '—' : `${v} V`),
    },
    {
      field: 'temperature',
      headerName: t('sensors.overview.temperature'),
      width: 120,
      valueFormatter: (v: number | null) => (v === null ? '—' : `${v} °C`),
    },
  ];
  return (
    <PeriodGrid
      grid={grid}
      rows={logs}
      columns={columns}
      errorText={t('sensors.logs.error')}
      emptyText={t('sensors.logs.empty')}
      testId="logs-grid"
    />
  );
}
