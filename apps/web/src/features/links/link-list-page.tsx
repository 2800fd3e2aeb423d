import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Link } from '@roadlens/contract';
import { speedUnitLabel, toSpeedUnit } from '../../components/map/speed.ts';
import { useOptionalSession } from '../../lib/session/session-context.tsx';
import { useLinkList } from './api/list-links.ts';

const PAGE_SIZE = 10;
const secs = (v: number | null | undefined) => (v === null || v === undefined ? '—' : `${Math.round(v)} s`);

/** Links (dashboard/links): current values, paged/sorted/searched on the server, state in the URL. */
export function LinkListPage() {
  const { t } = useTranslation();
  const unit = useOptionalSession()?.me.measures.speed ?? 'km__hr';
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const ordering = params.get('ordering') || 'name';
  const search = params.get('search') ?? '';
  const list = useLinkList({ page, page_size: PAGE_SIZE, ordering, search: search || undefined });
  const set = (patch: Record<string, string | null>) =>
    setParams((p) => {
      for (const [k, v] of Object.entries(patch)) {
        if (v) p.set(k, v);
        else p.delete(k);
      }
      return p;
    }, { replace: true });

  const columns: GridColDef<Link>[] = [
    {
      field: 'name',
      headerName: t('linksArea.name'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <RouterLink to={`/dashboard/links/${row.id}`} data-testid="link-row">
          {row.name}
        </RouterLink>
      ),
    },
    { field: 'length_m', headerName: t('linksArea.length'), width: 110, valueFormatter: (v: number) => `${(v / 1000).toFixed(2)} km` },
    { field: 'tt', headerName: t('linksArea.travelTime'), width: 120, sortable: false, valueGetter: (_, r) => r.current?.travel_time_s ?? null, valueFormatter: secs },
    {
      field: 'speed',
      headerName: t('linksArea.speed'),
      width: 110,
      sortable: false,
      valueGetter: (_, r) => r.current?.speed_kmh ?? null,
      valueFormatter: (v: number | null) => (v === null ? '—' : `${toSpeedUnit(v, unit).toFixed(0)} ${speedUnitLabel(unit)}`),
    },
    { field: 'typical', headerName: t('linksArea.typical'), width: 110, sortable: false, valueGetter: (_, r) => r.current?.typical_s ?? null, valueFormatter: secs },
    { field: 'delay', headerName: t('linksArea.delay'), width: 100, sortable: false, valueGetter: (_, r) => r.current?.delay_s ?? null, valueFormatter: secs },
    { field: 'count', headerName: t('linksArea.samples'), width: 100, sortable: false, valueGetter: (_, r) => r.current?.count ?? 0 },
  ];
  const sortModel: GridSortModel = [{ field: ordering.replace(/^-/, ''), sort: ordering.startsWith('-') ? 'desc' : 'asc' }];
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h5" sx={{ flex: 1 }}>
          {t('linksArea.title')}
        </Typography>
        <TextField
          size="small"
          placeholder={t('linksArea.search')}
          defaultValue={search}
          onChange={(e) => set({ search: e.target.value || null, page: null })}
          slotProps={{ htmlInput: { 'aria-label': t('linksArea.search') } }}
        />
      </Stack>
      {list.isError ? (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t('linksArea.retry')}</Button>}>
          {t('linksArea.loadError')}
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
          localeText={{ noRowsLabel: t('linksArea.empty') }}
        />
      )}
    </Box>
  );
}
