import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from '@roadlens/contract';
import { DataList, usePageQuery, type ListParams } from '../../components/data-list/index.ts';
import { routes } from '@roadlens/contract/endpoints/routes';
import { routeKeys } from '../../lib/api/keys.ts';
import { useFormat } from '../../lib/format/index.ts';
import { TrustedValue } from '../../components/charts/trusted-value.tsx';

/** Routes with their current totals; the routes call pages by name only, so no sort or search here. */
export function RoutesTable({ params, kindPicker }: { params: ListParams; kindPicker: React.ReactNode }) {
  const { t } = useTranslation();
  const { seconds, distance } = useFormat();
  const secs = (v: number | null | undefined) => (v === null || v === undefined ? '—' : seconds(v));
  const list = usePageQuery(routeKeys, routes.list, { page: params.page, page_size: params.query.page_size }, { refetchInterval: 60_000 });
  const columns: GridColDef<Route>[] = [
    {
      field: 'name',
      headerName: t('mainList.name'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <RouterLink to={`/dashboard/routes/${row.id}`} data-testid="main-list-row">
          {row.name}
        </RouterLink>
      ),
    },
    { field: 'links', headerName: t('mainList.links'), width: 90, valueGetter: (_, r) => r.link_ids.length },
    { field: 'length_m', headerName: t('mainList.length'), width: 110, valueFormatter: (v: number) => distance(v) },
    {
      field: 'tt',
      headerName: t('mainList.travelTime'),
      width: 120,
      valueGetter: (_, r) => r.current?.travel_time_s ?? null,
      // A route is as trustworthy as its weakest link: the server's confidence, not the count alone.
      renderCell: ({ row }) => (
        <TrustedValue
          text={row.current?.travel_time_s == null ? null : secs(row.current.travel_time_s)}
          samples={row.current?.count}
          confidence={row.current?.confidence}
        />
      ),
    },
    {
      field: 'typical',
      headerName: t('mainList.typical'),
      width: 110,
      valueGetter: (_, r) => r.current?.typical_s ?? null,
      valueFormatter: secs,
    },
    {
      field: 'delay',
      headerName: t('mainList.delay'),
      width: 100,
      valueGetter: (_, r) => r.current?.delay_s ?? null,
      renderCell: ({ row }) => (
        <TrustedValue
          text={row.current?.delay_s == null ? null : secs(row.current.delay_s)}
          samples={row.current?.count}
          confidence={row.current?.confidence}
        />
      ),
    },
  ];
  return (
    <DataList
      columns={columns}
      narrowFirst={['delay', 'tt']}
      list={list}
      params={params}
      sortable={false}
      rowHeight={44}
      emptyText={t('mainList.emptyRoutes')}
      testId="main-list-routes"
      toolbar={kindPicker}
    />
  );
}
