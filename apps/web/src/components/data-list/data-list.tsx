import { useMemo, type ReactNode } from 'react';
import { Alert, Box, Button, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { DataGrid, type GridColDef, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ListParams } from './use-list-params.ts';
import type { Page } from './types.ts';
import { PAGE_SIZE } from './types.ts';
import { SearchField } from './search-field.tsx';
import { useGridLocaleText } from './grid-locale.ts';

/** The part of a TanStack query the list reads. */
export interface ListResult<T> {
  data?: Page<T>;
  isFetching: boolean;
  isPending?: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface DataListProps<T extends GridValidRowModel> {
  title?: ReactNode;
  columns: GridColDef<T>[];
  list: ListResult<T>;
  params: ListParams;
  /** Shows the search box (server `search`) with this label. */
  searchLabel?: string;
  /** Extra filter controls and actions, next to the search box. */
  toolbar?: ReactNode;
  emptyText?: string;
  errorText?: string;
  /** False when the server ignores `ordering` for this list. */
  sortable?: boolean;
  rowHeight?: number;
  /** For rows without an `id` (aggregates). */
  getRowId?: (row: T) => string | number;
  testId?: string;
  /** Columns that must stay in view on a phone: below the sm breakpoint they follow the first column, which narrows. */
  narrowFirst?: string[];
}

/** The columns in phone order: the first, then `first`, then the rest. */
export function narrowColumns<C extends { field: string; minWidth?: number }>(columns: C[], first: string[]): C[] {
  const [lead, ...rest] = columns;
  if (!lead) return columns;
  const picked = first.map((f) => rest.find((c) => c.field === f)).filter((c): c is C => Boolean(c));
  return [{ ...lead, minWidth: Math.min(lead.minWidth ?? 120, 120) }, ...picked, ...rest.filter((c) => !picked.includes(c))];
}

/** `-name` ⇄ `[{field: 'name', sort: 'desc'}]`: a column's field is its server ordering key. */
export const toSortModel = (ordering: string): GridSortModel =>
  ordering ? [{ field: ordering.replace(/^-/, ''), sort: ordering.startsWith('-') ? 'desc' : 'asc' }] : [];
export const toOrdering = (m: GridSortModel): string | null => (m[0]?.sort ? `${m[0].sort === 'desc' ? '-' : ''}${m[0].field}` : null);

/**
 * The one list of the operator screens: sorted, filtered and paged on the server (DRF `page`,
 * `page_size`, `ordering`, `search`), state in the URL, with empty, loading and error states.
 */
export function DataList<T extends GridValidRowModel>(p: DataListProps<T>) {
  const { t } = useTranslation();
  const location = useLocation();
  const { params, list } = p;
  const sortable = p.sortable ?? true;
  const localeText = useGridLocaleText();
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const ordered = narrow && p.narrowFirst?.length ? narrowColumns(p.columns, p.narrowFirst) : p.columns;
  // The grid takes a new sort model object for a new sort, and then goes back to the first page:
  // the models change identity only when the URL's page or ordering does, or any re-render (a
  // refetch, a narrower screen) would send the list from page 2 back to page 1.
  const paginationModel = useMemo(() => ({ page: params.page - 1, pageSize: PAGE_SIZE }), [params.page]);
  const sortModel = useMemo(() => (sortable ? toSortModel(params.ordering) : []), [sortable, params.ordering]);
  return (
    <Box data-testid={p.testId}>
      {(p.title || p.searchLabel || p.toolbar) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mb: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
          {p.title && (
            <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
              {p.title}
            </Typography>
          )}
          {p.searchLabel && <SearchField label={p.searchLabel} value={params.search} onChange={(v) => params.set({ search: v || null })} />}
          {p.toolbar}
        </Stack>
      )}
      {(location.state as { status?: number } | null)?.status === 404 && (
        // A detail page of a list area that answered 404 lands here with state 404.
        <Alert severity="warning" data-testid="not-found" sx={{ mb: 2 }}>
          {t('dataList.notFound')}
        </Alert>
      )}
      {list.isError ? (
        <Alert
          severity="error"
          data-testid="data-list-error"
          action={<Button onClick={() => void list.refetch()}>{t('dataList.retry')}</Button>}
        >
          {p.errorText ?? t('dataList.loadError')}
        </Alert>
      ) : (
        <DataGrid
          autoHeight
          rows={list.data?.results ?? []}
          columns={sortable ? ordered : ordered.map((c) => ({ ...c, sortable: false }))}
          loading={list.isFetching}
          rowCount={list.data?.count ?? 0}
          rowHeight={p.rowHeight}
          getRowId={p.getRowId}
          paginationMode="server"
          sortingMode="server"
          pageSizeOptions={[PAGE_SIZE]}
          paginationModel={paginationModel}
          onPaginationModelChange={(m) => params.set({ page: String(m.page + 1) })}
          sortModel={sortModel}
          onSortModelChange={(m) => params.set({ ordering: toOrdering(m) })}
          disableColumnFilter
          disableRowSelectionOnClick
          localeText={{
            ...localeText,
            noRowsLabel: p.emptyText ?? t('dataList.empty'),
            noResultsOverlayLabel: p.emptyText ?? t('dataList.empty'),
          }}
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
          sx={{ bgcolor: 'background.paper' }}
        />
      )}
    </Box>
  );
}
