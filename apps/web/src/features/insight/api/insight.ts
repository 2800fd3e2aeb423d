import { useQuery } from '@tanstack/react-query';
import { insight } from '@roadlens/contract/endpoints/insight';
import type { InsightQuery } from '@roadlens/contract/insight';
import { links } from '@roadlens/contract/endpoints/links';
import { routes } from '@roadlens/contract/endpoints/routes';
import { call, useEndpointQuery } from '../../../lib/api/client.ts';
import { insightKeys, linkKeys, routeKeys } from '../../../lib/api/keys.ts';

/** The analysis of the submitted query (null until the user runs one). */
export function useInsight(query: InsightQuery | null) {
  return useQuery({
    queryKey: insightKeys.call(insight.analyse, { body: query ?? undefined } as never),
    queryFn: ({ signal }) => call(insight.analyse, { body: query as InsightQuery }, { signal, silent: true }),
    enabled: query !== null,
    retry: false,
    staleTime: 60_000,
  });
}

/** Downloads the analysis as CSV or XLSX. */
export async function downloadInsight(query: InsightQuery, format: 'csv' | 'xlsx') {
  const blob = (await call(insight.export, { query: { format }, body: query })) as unknown as Blob;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `insight.${format}`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Links and routes to choose from; a list the caller may not read is simply empty. */
export function useInsightOptions() {
  const l = useEndpointQuery(
    linkKeys,
    links.list,
    { query: { page_size: 10000, ordering: 'name' } },
    { staleTime: 60_000, retry: false, callOptions: { silent: true } },
  );
  const r = useEndpointQuery(
    routeKeys,
    routes.list,
    { query: { page_size: 1000, ordering: 'name' } },
    { staleTime: 60_000, retry: false, callOptions: { silent: true } },
  );
  return {
    loading: l.isPending || r.isPending,
    options: [
      ...(r.data?.results ?? []).map((x) => ({ kind: 'route' as const, id: x.id, name: x.name })),
      ...(l.data?.results ?? []).map((x) => ({ kind: 'link' as const, id: x.id, name: x.name })),
    ],
  };
}
