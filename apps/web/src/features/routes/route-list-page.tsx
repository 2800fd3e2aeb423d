import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from '@roadlens/contract';
import { useRouteList } from './api/list-routes.ts';

const PAGE_SIZE = 10;
const secs = (v: number | null | undefined) => (v === null || v === undefined ? '—' : `${Math.round(v)} s`);

/** Routes (dashboard/routes): ordered lists of links with their current totals; state in the URL. */
export function RouteListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const ordering = params.get('ordering') || 'name';
  const search = params.get('search') ?? '';
  const list = useRouteList({ page, page_size: PAGE_SIZE, ordering, search: search || undefined });
  const set = (patch: Record<string, string | null>) =>
    setParams((p) => {
      for (const [k, v] of Object.entries(patch)) {
        if (v) p.set(k, v);
        else p.delete(k);
      }
      return p;
    }, { replace: true });
  const columns: GridColDef<Route>[] = [
    { field: 'name', headerName: t('routesArea.name'), flex: 1, minWidth: 180 },
    { field: 'links', headerName: t('routesArea.links'), width: 90, sortable: false, valueGetter: (_, r) => r.link_ids.length },
    { field: 'length_m', headerName: t('routesArea.length'), width: 110, sortable: false, valueFormatter: (v: number) => `${(v / 1000).toFixed(2)} km` },
    { field: 'tt', headerName: t('routesArea.travelTime'), width: 120, sortable: false, valueGetter: (_, r) => r.current?.travel_time_s ?? null, valueFormatter: secs },
    { field: 'delay', headerName: t('routesArea.delay'), width: 100, sortable: false, valueGetter: (_, r) => r.current?.delay_s ?? null, valueFormatter: secs },
  ];
  const sortModel: GridSortModel = [{ field: ordering.replace(/^-/, ''), sort: ordering.startsWith('-') ? 'desc' : 'asc' }];
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h5" sx={{ flex: 1 }}>
          {t('routesArea.title')}
        </Typography>
        <TextField size="small" placeholder={t('routesArea.search')} defaultValue={search} onChange={(e) => set({ search: e.target.value || null, page: null })} slotProps={{ htmlInput: { 'aria-label': t('routesArea.search') } }} />
      </Stack>
      {list.isError ? (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t('routesArea.retry')}</Button>}>
          {t('routesArea.loadError')}
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
          localeText={{ noRowsLabel: t('routesArea.empty') }}
        />
      )}
    </Box>
  );
}
