import { Box, Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Link } from '@roadlens/contract';
import { speedUnitLabel, toSpeedUnit } from '../../components/map/speed.ts';
import { useOptionalSession } from '../../lib/session/session-context.tsx';
import { DataList, useListParams, usePageQuery } from '../../components/data-list/index.ts';
import { links } from '@roadlens/contract/endpoints/links';
import { linkKeys } from '../../lib/api/keys.ts';
import { useFormat } from '../../lib/format/index.ts';

const secs = (v: number | null | undefined) => (v === null || v === undefined ? '—' : `${Math.round(v)} s`);

/**
 * Links (dashboard/links): current values, paged, searched and sorted on the server, state in the URL.
 * A column's field is its server `ordering` key (GET /api/map/links/ whitelists exactly these).
 */
export function LinkListPage() {
  const { t } = useTranslation();
  const { distance } = useFormat();
  const unit = useOptionalSession()?.me.measures.speed ?? 'km__hr';
  const params = useListParams();
  const canEdit = useOptionalSession()?.hasPermission('Platform|change_links') ?? false;
  const list = usePageQuery(linkKeys, links.list, params.query);

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
    { field: 'length_m', headerName: t('linksArea.length'), width: 110, valueFormatter: (v: number) => distance(v) },
    {
      field: 'travel_time',
      headerName: t('linksArea.travelTime'),
      width: 120,
      valueGetter: (_, r) => r.current?.travel_time_s ?? null,
      valueFormatter: secs,
    },
    {
      field: 'speed',
      headerName: t('linksArea.speed'),
      width: 110,
      valueGetter: (_, r) => r.current?.speed_kmh ?? null,
      valueFormatter: (v: number | null) => (v === null ? '—' : `${toSpeedUnit(v, unit).toFixed(0)} ${speedUnitLabel(unit)}`),
    },
    {
      field: 'typical',
      headerName: t('linksArea.typical'),
      width: 110,
      valueGetter: (_, r) => r.current?.typical_s ?? null,
      valueFormatter: secs,
    },
    {
      field: 'delay',
      headerName: t('linksArea.delay'),
      width: 100,
      valueGetter: (_, r) => r.current?.delay_s ?? null,
      valueFormatter: secs,
    },
    { field: 'samples', headerName: t('linksArea.samples'), width: 100, valueGetter: (_, r) => r.current?.count ?? 0 },
  ];
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <DataList
        title={t('linksArea.title')}
        columns={columns}
        list={list}
        params={params}
        searchLabel={t('linksArea.search')}
        emptyText={t('linksArea.empty')}
        errorText={t('linksArea.loadError')}
        testId="links-list"
        toolbar={
          canEdit && (
            <Button variant="contained" component={RouterLink} to="/dashboard/links/new">
              {t('dataList.new')}
            </Button>
          )
        }
      />
    </Box>
  );
}
