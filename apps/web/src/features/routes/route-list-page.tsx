import { Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { Route } from '@roadlens/contract';
import { DataList, useListParams, usePageQuery } from '../../components/data-list/index.ts';
import { routes } from '@roadlens/contract/endpoints/routes';
import { routeKeys } from '../../lib/api/keys.ts';
import { useOptionalSession } from '../../lib/session/session-context.tsx';
import { useFormat } from '../../lib/format/index.ts';

const secs = (v: number | null | undefined) => (v === null || v === undefined ? '—' : `${Math.round(v)} s`);

/**
 * Routes (dashboard/routes): ordered lists of links with their current totals; page, search and
 * sort in the URL. The server sorts by name, length and link count; current totals are computed per
 * row after paging, so those columns cannot be sorted.
 */
export function RouteListPage() {
  const { t } = useTranslation();
  const { distance } = useFormat();
  const params = useListParams();
  const canEdit = useOptionalSession()?.hasPermission('Platform|change_routes') ?? false;
  const list = usePageQuery(routeKeys, routes.list, params.query);
  const columns: GridColDef<Route>[] = [
    {
      field: 'name',
      headerName: t('routesArea.name'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <RouterLink to={`/dashboard/routes/${row.id}`} data-testid="route-row">
          {row.name}
        </RouterLink>
      ),
    },
    { field: 'links', headerName: t('routesArea.links'), width: 90, valueGetter: (_, r) => r.link_ids.length },
    { field: 'length_m', headerName: t('routesArea.length'), width: 110, valueFormatter: (v: number) => distance(v) },
    {
      field: 'tt',
      headerName: t('routesArea.travelTime'),
      width: 120,
      valueGetter: (_, r) => r.current?.travel_time_s ?? null,
      valueFormatter: secs,
      sortable: false,
    },
    {
      field: 'delay',
      headerName: t('routesArea.delay'),
      width: 100,
      valueGetter: (_, r) => r.current?.delay_s ?? null,
      valueFormatter: secs,
      sortable: false,
    },
  ];
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <DataList
        title={t('routesArea.title')}
        columns={columns}
        list={list}
        params={params}
        searchLabel={t('routesArea.search')}
        emptyText={t('routesArea.empty')}
        errorText={t('routesArea.loadError')}
        testId="routes-list"
        toolbar={
          canEdit && (
            <Button variant="contained" component={RouterLink} to="/dashboard/routes/new">
              {t('dataList.new')}
            </Button>
          )
        }
      />
    </Box>
  );
}
