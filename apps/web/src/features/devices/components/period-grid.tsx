import { Alert, Stack } from '@mui/material';
import { DataGrid, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import { useGridLocaleText } from '../../../components/data-list/grid-locale.ts';
import { PeriodFields } from './period-fields.tsx';
import type { useGridParams } from './use-grid-params.ts';

interface RowsPage<R> {
  data?: { results: R[]; count: number };
  isError: boolean;
  isFetching: boolean;
}

/** A sensor tab's rows over the chosen period, newest first, paged on the server as `useGridParams` asks (page and period in the URL). */
export function PeriodGrid<R extends GridValidRowModel>(props: {
  grid: ReturnType<typeof useGridParams>;
  rows: RowsPage<R>;
  columns: GridColDef<R>[];
  errorText: string;
  emptyText: string;
  testId?: string;
}) {
  const { grid, rows, columns, errorText, emptyText, testId } = props;
  const gridLocale = useGridLocaleText();
  const pageSize = grid.query.page_size;
  return (
    <Stack sx={{ gap: 2 }}>
      <PeriodFields grid={grid} />
      {rows.isError && <Alert severity="error">{errorText}</Alert>}
      <DataGrid
        autoHeight
        rows={rows.data?.results ?? []}
        columns={columns}
        loading={rows.isFetching}
        rowCount={rows.data?.count ?? 0}
        paginationMode="server"
        pageSizeOptions={[pageSize]}
        paginationModel={{ page: grid.page - 1, pageSize }}
        onPaginationModelChange={(m) => grid.setPage(m.page + 1)}
        disableColumnSorting
        disableRowSelectionOnClick
        localeText={{ ...gridLocale, noRowsLabel: emptyText }}
        data-testid={testId}
      />
    </Stack>
  );
}
