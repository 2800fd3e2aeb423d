import { MenuItem, TextField } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DataList, usePageQuery, type ListParams } from '../../components/data-list/index.ts';
import { links } from '@roadlens/contract/endpoints/links';
import { linkKeys } from '../../lib/api/keys.ts';
import { useLiveLinks } from '../../lib/api/live-links.ts';
import { useFormat } from '../../lib/format/index.ts';
import { bandsInUnit, speedColor, toSpeedUnit, type SpeedUnit } from '../../components/map/speed.ts';
import { useOptionalSession } from '../../lib/session/session-context.tsx';
import { Sparkline } from './sparkline.tsx';
import type { LinkSparkline } from '@roadlens/contract/links';
import { TREND_HOURS } from './kinds.ts';
import { isLowConfidence, withGaps } from '../../components/charts/gaps.ts';
import { TrustedValue } from '../../components/charts/trusted-value.tsx';

/** Links with current values and the recent travel-time trend; every column sorts on the server. */
export function LinksTable({ params, kindPicker }: { params: ListParams; kindPicker: React.ReactNode }) {
  const { t } = useTranslation();
  const { seconds, speedLabel, number } = useFormat();
  const secs = (v: number | null | undefined) => (v === null || v === undefined ? '—' : seconds(v));
  const session = useOptionalSession();
  const unit: SpeedUnit = session?.me.measures.speed ?? session?.me.company?.measures.speed ?? 'km__hr';
  const bands = bandsInUnit(session?.me.company?.speed_colors ?? [], unit);
  // The company's speed colours, as on the map; without any configured, one neutral colour.
  const colorOf = (kmh: number | null | undefined) =>
    bands.length ? speedColor(kmh == null ? null : toSpeedUnit(kmh, unit), bands) : '#1976d2';
  const hours = params.filters.hours ?? '6';
  useLiveLinks();
  const list = usePageQuery(linkKeys, links.sparklines, { ...params.query, kind: undefined, hours }, { refetchInterval: 60_000 });
  const speedText = (v: number | null) => (v === null ? '—' : `${number(toSpeedUnit(v, unit))} ${speedLabel}`);
  const columns: GridColDef<LinkSparkline>[] = [
    {
      field: 'name',
      headerName: t('mainList.name'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <RouterLink to={`/dashboard/links/${row.id}`} data-testid="main-list-row">
          {row.name}
        </RouterLink>
      ),
    },
    {
      field: 'travel_time',
      headerName: t('mainList.travelTime'),
      width: 150,
      valueGetter: (_, r) => r.travel_time_s,
      renderCell: ({ row }) => <TrustedValue text={row.travel_time_s === null ? null : secs(row.travel_time_s)} samples={row.count} />,
    },
    {
      field: 'speed',
      headerName: t('mainList.speed'),
      width: 120,
      valueGetter: (_, r) => r.speed_kmh,
      renderCell: ({ row }) => (
        <span style={{ borderLeft: `4px solid ${colorOf(row.speed_kmh)}`, paddingLeft: 6 }}>
          <TrustedValue text={row.speed_kmh === null ? null : speedText(row.speed_kmh)} samples={row.count} />
        </span>
      ),
    },
    {
      field: 'delay',
      headerName: t('mainList.delay'),
      width: 100,
      valueGetter: (_, r) => r.delay_s,
      renderCell: ({ row }) => <TrustedValue text={row.delay_s === null ? null : secs(row.delay_s)} samples={row.count} />,
    },
    { field: 'samples', headerName: t('mainList.samples'), width: 100, valueGetter: (_, r) => r.count },
    {
      field: 'trend',
      headerName: t('mainList.trend', { hours }),
      width: 150,
      sortable: false,
      renderCell: ({ row }) => {
        // Missing intervals become nulls so the line breaks instead of bridging them.
        const points = withGaps(row.trend, (p) => p.t).map(({ t: at, row: p }) => ({
          t: at,
          v: p?.travel_time_s ?? null,
          low: p !== null && p.travel_time_s !== null && p.count !== undefined && isLowConfidence(p.count),
        }));
        const last = row.trend.at(-1);
        const color = colorOf(last?.speed_kmh);
        return points.length ? (
          <Sparkline points={points} color={color} label={t('mainList.trendLabel', { name: row.name, n: row.trend.length, hours })} />
        ) : (
          <span>{t('mainList.noTrend')}</span>
        );
      },
    },
  ];
  return (
    <DataList
      columns={columns}
      narrowFirst={['speed', 'delay']}
      list={list}
      params={params}
      rowHeight={44}
      searchLabel={t('mainList.searchLinks')}
      emptyText={t('mainList.emptyLinks')}
      testId="main-list-links"
      toolbar={
        <>
          {kindPicker}
          <TextField
            select
            size="small"
            label={t('mainList.trendPeriod')}
            value={hours}
            onChange={(e) => params.set({ hours: e.target.value === '6' ? null : e.target.value })}
            sx={{ minWidth: 120 }}
          >
            {TREND_HOURS.map((h) => (
              <MenuItem key={h} value={h}>
                {t('mainList.lastHours', { hours: h })}
              </MenuItem>
            ))}
          </TextField>
        </>
      }
    />
  );
}
