import { useState } from 'react';
import { Alert, Box, Button, Chip, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Device } from '@roadlens/contract';
import { deviceStatus } from '../../components/map/device-status.ts';
import { useDeviceList } from './api/list-devices.ts';
import { AddDeviceDialog } from './components/add-device-dialog.tsx';

const PAGE_SIZE = 10;
const STATUS_COLOR = { online: 'success', silent: 'warning', offline: 'error' } as const;

/** Sensors (dashboard/devices): paged, sorted and searched on the server; state lives in the URL. */
export function DeviceListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const ordering = params.get('ordering') || 'name';
  const search = params.get('search') ?? '';
  const [adding, setAdding] = useState(false);
  const list = useDeviceList({ page, page_size: PAGE_SIZE, ordering, search: search || undefined });

  const set = (patch: Record<string, string | null>) =>
    setParams((p) => {
      for (const [k, v] of Object.entries(patch)) {
        if (v) p.set(k, v);
        else p.delete(k);
      }
      return p;
    }, { replace: true });

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
      width: 120,
      sortable: false,
      renderCell: ({ row }) => {
        const s = deviceStatus(row.last_seen);
        return <Chip size="small" color={STATUS_COLOR[s]} label={t(`sensors.statusValue.${s}`)} />;
      },
    },
    {
      field: 'last_seen',
      headerName: t('sensors.lastSeen'),
      width: 180,
      valueFormatter: (v: string | null) => (v ? new Date(v).toLocaleString() : t('sensors.never')),
    },
    { field: 'detection_rate', headerName: t('sensors.detectionRate'), width: 130, sortable: false, valueFormatter: (v: number | null) => (v === null ? '—' : v.toFixed(1)) },
    { field: 'processing_status', headerName: t('sensors.progress'), width: 140, sortable: false },
  ];
  const sortModel: GridSortModel = [{ field: ordering.replace(/^-/, ''), sort: ordering.startsWith('-') ? 'desc' : 'asc' }];

  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h5" sx={{ flex: 1 }}>
          {t('sensors.title')}
        </Typography>
        <TextField
          size="small"
          placeholder={t('sensors.search')}
          defaultValue={search}
          onChange={(e) => set({ search: e.target.value || null, page: null })}
          slotProps={{ htmlInput: { 'aria-label': t('sensors.search') } }}
        />
        <Button variant="contained" onClick={() => setAdding(true)}>
          {t('sensors.add')}
        </Button>
      </Stack>
      {list.isError ? (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t('sensors.retry')}</Button>}>
          {t('sensors.loadError')}
        </Alert>
      ) : (
        <DataGrid
          autoHeight
          rows={list.data?.results ?? []}
          columns={columns}
          loading={list.isFetching}
          rowCount={list.data?.count ?? 0}
          paginationMode="server"
          sortingMode="server"
          pageSizeOptions={[PAGE_SIZE]}
          paginationModel={{ page: page - 1, pageSize: PAGE_SIZE }}
          onPaginationModelChange={(m) => set({ page: m.page > 0 ? String(m.page + 1) : null })}
          sortModel={sortModel}
          onSortModelChange={(m) => set({ ordering: m[0] ? `${m[0].sort === 'desc' ? '-' : ''}${m[0].field}` : null, page: null })}
          disableRowSelectionOnClick
          localeText={{ noRowsLabel: t('sensors.empty') }}
          slots={{ loadingOverlay: LinearProgress as never }}
        />
      )}
      <AddDeviceDialog open={adding} onClose={() => setAdding(false)} />
    </Box>
  );
}
