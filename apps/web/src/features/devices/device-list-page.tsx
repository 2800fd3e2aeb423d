import { useState } from 'react';
import { Box, Button, Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Device } from '@roadlens/contract';
import { deviceStatus } from '../../components/map/device-status.ts';
import { DataList, useListParams, usePageQuery } from '../../components/data-list/index.ts';
import { devices } from '@roadlens/contract/endpoints/devices';
import { deviceKeys } from '../../lib/api/keys.ts';
import { useFormat } from '../../lib/format/index.ts';
import { AddDeviceDialog } from './components/add-device-dialog.tsx';
import { useOptionalSession } from '../../lib/session/session-context.tsx';
import { ProcessingProgress } from './list/processing-progress.tsx';
import { isBusy } from './list/progress-of-status.ts';

const STATUS_COLOR = { online: 'success', silent: 'warning', offline: 'error' } as const;

/** Sensors (dashboard/devices): paged, sorted and searched on the server; state lives in the URL. */
export function DeviceListPage() {
  const { t } = useTranslation();
  const { dateTime, number } = useFormat();
  const params = useListParams();
  const [adding, setAdding] = useState(false);
  // Offered only to those the server lets add one (a viewer's role may not).
  const canAdd = useOptionalSession()?.hasPermission('Platform|change_devices') ?? false;
  // Poll while any row is mid-processing, so its bar moves without a reload.
  const list = usePageQuery(deviceKeys, devices.list, params.query, {
    refetchInterval: (data) => (data?.results.some((d) => isBusy(d.processing_status)) ? 5_000 : false),
  });

  const columns: GridColDef<Device>[] = [
    {
      field: 'name',
      headerName: t('sensors.name'),
      flex: 1,
      minWidth: 160,
      renderCell: ({ row }) => (
        <RouterLink to={`/dashboard/devices/${row.id}`} data-testid="device-link">
          {row.name}
        </RouterLink>
      ),
    },
    { field: 'serial', headerName: t('sensors.serial'), width: 130 },
    {
      field: 'status',
      headerName: t('sensors.status'),
      width: 110,
      sortable: false,
      renderCell: ({ row }) => {
        const s = deviceStatus(row.last_seen);
        return <Chip size="small" color={STATUS_COLOR[s]} label={t(`sensors.statusValue.${s}`)} />;
      },
    },
    {
      field: 'last_seen',
      headerName: t('sensors.lastSeen'),
      width: 170,
      valueFormatter: (v: string | null) => (v ? dateTime(v) : t('sensors.never')),
    },
    {
      field: 'detection_rate',
      headerName: t('sensors.detectionRate'),
      width: 120,
      sortable: false,
      valueFormatter: (v: number | null) => (v === null ? '—' : number(v)),
    },
    {
      field: 'processing_status',
      headerName: t('sensors.progress'),
      width: 190,
      sortable: false,
      renderCell: ({ row }) => <ProcessingProgress status={row.processing_status} counts={row.task_counts} />,
    },
  ];

  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <DataList
        title={t('sensors.title')}
        columns={columns}
        list={list}
        params={params}
        searchLabel={t('sensors.search')}
        emptyText={t('sensors.empty')}
        errorText={t('sensors.loadError')}
        testId="sensors-list"
        toolbar={
          canAdd && (
            <Button variant="contained" onClick={() => setAdding(true)}>
              {t('sensors.add')}
            </Button>
          )
        }
      />
      <AddDeviceDialog open={adding} onClose={() => setAdding(false)} />
    </Box>
  );
}
