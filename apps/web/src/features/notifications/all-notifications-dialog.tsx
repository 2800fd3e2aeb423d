import { useMemo, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@roadlens/contract/notifications';
import { useNotificationPage } from './use-notifications.ts';
import { LEVEL_COLORS, notificationContent, notificationTitle } from './notification-text.ts';
import { formatDisplayDate } from './format-date.ts';
import { useGridLocaleText } from '../../components/data-list/grid-locale.ts';

export const DIALOG_PAGE_SIZE = 20;
export const DIALOG_PAGE_SIZE_OPTIONS = [10, 20];

/** All Notifications: 80vw × 80vh, server-paged, only Date sortable, default -timestamp. */
export function AllNotificationsDialog({ open, onClose, timeZone }: { open: boolean; onClose: () => void; timeZone: string }) {
  const { t } = useTranslation();
  const gridLocale = useGridLocaleText();
  const [pagination, setPagination] = useState({ page: 0, pageSize: DIALOG_PAGE_SIZE });
  const [sort, setSort] = useState<GridSortModel>([{ field: 'timestamp', sort: 'desc' }]);
  const ordering = sort[0]?.sort === 'asc' ? 'timestamp' : '-timestamp';
  const q = useNotificationPage(pagination.page + 1, pagination.pageSize, ordering, open);
  const columns = useMemo<GridColDef<Notification>[]>(
    () => [
      {
        field: 'level',
        headerName: t('notifications.dialog.level'),
        sortable: false,
        width: 110,
        renderCell: ({ row }) => (
          <Box component="span" sx={{ color: LEVEL_COLORS[row.level], fontWeight: 600 }}>
            {t(`notifications.levels.${row.level}`)}
          </Box>
        ),
      },
      {
        field: 'title',
        headerName: t('notifications.dialog.titleColumn'),
        sortable: false,
        flex: 1,
        minWidth: 140,
        valueGetter: (_v, row) => notificationTitle(row, t),
      },
      {
        field: 'description',
        headerName: t('notifications.dialog.description'),
        sortable: false,
        flex: 2,
        minWidth: 200,
        valueGetter: (_v, row) => notificationContent(row, t),
      },
      {
        field: 'timestamp',
        headerName: t('notifications.dialog.date'),
        sortable: true,
        width: 170,
        valueFormatter: (v: number) => formatDisplayDate(v, timeZone),
      },
      {
        field: 'unread',
        headerName: t('notifications.dialog.state'),
        sortable: false,
        width: 100,
        valueGetter: (_v, row) => (row.unread ? t('notifications.dialog.unread') : t('notifications.dialog.read')),
      },
    ],
    [t, timeZone],
  );
  return (
    <Dialog open={open} onClose={onClose} maxWidth={false} slotProps={{ paper: { sx: { width: '80vw', height: '80vh' } } }}>
      <DialogTitle>{t('notifications.dialog.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column' }}>
        <DataGrid
          rows={q.data?.results ?? []}
          rowCount={q.data?.count ?? 0}
          columns={columns}
          loading={q.isFetching}
          paginationMode="server"
          sortingMode="server"
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          pageSizeOptions={DIALOG_PAGE_SIZE_OPTIONS}
          sortModel={sort}
          onSortModelChange={(m) => {
            setSort(m.length ? m : [{ field: 'timestamp', sort: 'desc' }]);
            setPagination((p) => ({ ...p, page: 0 }));
          }}
          disableColumnFilter
          disableColumnMenu
          disableRowSelectionOnClick
          localeText={{ ...gridLocale, noRowsLabel: t('notifications.dialog.noRecords') }}
          slotProps={{ pagination: { showFirstButton: true, showLastButton: true } }}
          sx={{ flex: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('notifications.dialog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
