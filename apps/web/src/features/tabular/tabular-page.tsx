import { useMemo, useState } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import type { Endpoint } from '@roadlens/contract/endpoint';
import { data as dataTable } from '@roadlens/contract/endpoints/data';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { useEndpointQuery, type CallInput } from '../../lib/api/client.ts';
import { dataKeys } from '../../lib/api/keys.ts';
import { DataList, PAGE_SIZE, useListParams, type Page } from '../../components/data-list/index.ts';
import { DAY_S, FILTER_KEYS, SPECS, kindOf, serverQuery } from './kinds.ts';
import { columnsOf, rowIdOf } from './columns.tsx';
import { FiltersBar } from './filters-bar.tsx';
import { DayHourSelector } from './day-hour-selector.tsx';
import { ExportButton } from './export-button.tsx';
import { useFormat } from '../../lib/format/index.ts';

type Row = Record<string, unknown> & { device_id: number };

/**
 * Tabular Data (dashboard/tabular): one place to query records, radar data, logs, device_process and
 * device_average with their filters, and to export them. Every filter lives in the URL.
 */
export function TabularPage() {
  const { t } = useTranslation();
  const { dateTime, number, speedValue, speedLabel } = useFormat();
  const [sp] = useSearchParams();
  const kind = kindOf(sp.get('kind'));
  const spec = SPECS[kind];
  const params = useListParams({ filters: FILTER_KEYS, defaultOrdering: spec.defaultOrdering });
  // With no period in the URL: the last day, fixed when the screen opens so paging stays stable.
  const [opened] = useState(() => Date.now());
  const range = {
    from: params.filters.from ?? new Date(opened - DAY_S * 1000).toISOString(),
    to: params.filters.to ?? new Date(opened).toISOString(),
  };
  const filterQuery = serverQuery(kind, params.filters, range);
  const query = spec.unpaged
    ? filterQuery
    : { ...filterQuery, page: params.page, page_size: PAGE_SIZE, ordering: spec.orderings.length ? params.ordering : undefined };
  const data = useEndpointQuery<Endpoint, Page<Row> | Row[]>(dataKeys, spec.endpoint, { query } as CallInput<Endpoint>, {
    // Only the same kind's last page stays on screen while the next loads: another kind's rows do not fit these columns.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === spec.endpoint.path ? keepPreviousData(previous) : undefined,
  });
  // device_average answers every bucket at once: page it here, 10 rows as everywhere else.
  const page: Page<Row> | undefined = Array.isArray(data.data)
    ? { count: data.data.length, results: data.data.slice((params.page - 1) * PAGE_SIZE, params.page * PAGE_SIZE) }
    : data.data;
  const status = useEndpointQuery(dataKeys, dataTable.logsStatus, {}, { staleTime: 300_000 });
  const serials = useMemo(() => new Map((status.data ?? []).map((d) => [d.device_id, d.serial])), [status.data]);
  // A refused filter (400) names its field: say which, rather than a bare "could not load".
  const fieldErrors = data.error instanceof ApiError ? Object.entries(data.error.fieldErrors) : [];
  const errorText = fieldErrors.length ? fieldErrors.map(([k, v]) => `${k}: ${v.join(' ')}`).join('; ') : undefined;
  const columns = columnsOf(kind, t, (id) => serials.get(id) ?? `#${id}`, dateTime, number, { value: speedValue, label: speedLabel });

  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t('tabular.title')}
        </Typography>
        <ExportButton kind={kind} query={filterQuery} />
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <FiltersBar kind={kind} params={params} range={range} />
        {spec.dayHour && (
          <Box sx={{ mt: 2 }}>
            <DayHourSelector weekdays={params.filters.weekdays} hours={params.filters.hours} onChange={(p) => params.set(p)} />
          </Box>
        )}
      </Paper>
      <DataList
        key={kind}
        columns={columns}
        list={{ data: page, isFetching: data.isFetching, isError: data.isError, refetch: data.refetch }}
        params={params}
        sortable={spec.orderings.length > 0}
        getRowId={rowIdOf(kind)}
        emptyText={t('tabular.empty')}
        errorText={errorText}
        testId="tabular-list"
      />
    </Box>
  );
}
