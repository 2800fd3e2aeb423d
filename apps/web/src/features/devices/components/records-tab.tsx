import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { RecordRow } from '@roadlens/contract';
import { useFormat } from '../../../lib/format/index.ts';
import { useClearRecords } from '../api/clear-records.ts';
import { exportRecords } from '../api/export-records.ts';
import { useRecords } from '../api/list-records.ts';
import { useGridLocaleText } from '../../../components/data-list/grid-locale.ts';

const PAGE_SIZE = 10;
const SIGNALS = ['a', '0', '1', '2', '3'] as const;

/** Hands a blob to the browser as a download. */
function download(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A sensor's detections: filters, CSV export (zip) and clear, each with its success or failure message. */
export function RecordsTab({ deviceId, serial }: { deviceId: number; serial: string }) {
  const { t } = useTranslation();
  const gridLocale = useGridLocaleText();
  const { enqueueSnackbar } = useSnackbar();
  const { dateTime, fromInput } = useFormat();
  // datetime-local text is the profile zone's wall clock.
  const toIso = (text: string) => (Number.isFinite(fromInput(text)) ? new Date(fromInput(text)).toISOString() : undefined);
  const [page, setPage] = useState(1);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [fingerprint, setFingerprint] = useState('');
  const [signal, setSignal] = useState<(typeof SIGNALS)[number]>('a');
  const [confirming, setConfirming] = useState(false);
  const filters = {
    device_id: deviceId,
    create_time__gte: toIso(from),
    create_time__lte: toIso(to),
    fingerprint: fingerprint || undefined,
    signal: signal === 'a' ? undefined : signal,
  };
  const records = useRecords({ ...filters, page, page_size: PAGE_SIZE });
  const clear = useClearRecords(deviceId);

  const onExport = async () => {
    enqueueSnackbar(t('sensors.records.exporting'), { variant: 'info' });
    try {
      const blob = await exportRecords(filters);
      enqueueSnackbar(t('sensors.records.exported'), { variant: 'success' });
      download(blob, `records-${serial}.zip`);
    } catch {
      enqueueSnackbar(t('sensors.records.exportFailed'), { variant: 'error' });
    }
  };
  const onClear = () => {
    setConfirming(false);
    enqueueSnackbar(t('sensors.records.clearing'), { variant: 'info' });
    clear.mutate(undefined, {
      onSuccess: () => enqueueSnackbar(t('sensors.records.cleared'), { variant: 'success' }),
      onError: (e) => enqueueSnackbar(e.message, { variant: 'error' }),
    });
  };

  const columns: GridColDef<RecordRow>[] = [
    { field: 'create_time', headerName: t('sensors.records.createTime'), width: 180, valueFormatter: (v: string) => dateTime(v) },
    { field: 'fingerprint', headerName: t('sensors.records.fingerprint'), flex: 1, minWidth: 140 },
    { field: 'signal', headerName: t('sensors.records.signal'), width: 120, valueFormatter: (v: number) => t(`sensors.signals.${v}`) },
    { field: 'rssi', headerName: t('sensors.records.rssi'), width: 80 },
    { field: 'tag', headerName: t('sensors.records.tag'), width: 120 },
    { field: 'sync_time', headerName: t('sensors.records.syncTime'), width: 180, valueFormatter: (v: string) => dateTime(v) },
  ];
  const reset =
    <T,>(fn: (v: T) => void) =>
    (v: T) => (fn(v), setPage(1));

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          type="datetime-local"
          label={t('sensors.records.from')}
          value={from}
          onChange={(e) => reset(setFrom)(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="datetime-local"
          label={t('sensors.records.to')}
          value={to}
          onChange={(e) => reset(setTo)(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          label={t('sensors.records.fingerprint')}
          value={fingerprint}
          onChange={(e) => reset(setFingerprint)(e.target.value)}
        />
        <TextField
          size="small"
          select
          label={t('sensors.records.signal')}
          value={signal}
          onChange={(e) => reset(setSignal)(e.target.value as typeof signal)}
          sx={{ minWidth: 140 }}
        >
          {SIGNALS.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`sensors.signals.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => void onExport()}>
          {t('sensors.records.export')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setConfirming(true)} disabled={clear.isPending}>
          {t('sensors.records.clear')}
        </Button>
      </Stack>
      <DataGrid
        autoHeight
        rows={records.data?.results ?? []}
        columns={columns}
        loading={records.isFetching}
        rowCount={records.data?.count ?? 0}
        paginationMode="server"
        pageSizeOptions={[PAGE_SIZE]}
        paginationModel={{ page: page - 1, pageSize: PAGE_SIZE }}
        onPaginationModelChange={(m) => setPage(m.page + 1)}
        disableColumnSorting
        disableRowSelectionOnClick
        localeText={{ ...gridLocale, noRowsLabel: t('sensors.records.empty') }}
      />
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>{t('sensors.records.confirmTitle')}</DialogTitle>
        <DialogContent>{t('sensors.records.clearConfirm')}</DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('sensors.cancel')}</Button>
          <Button color="error" variant="contained" onClick={onClear}>
            {t('sensors.records.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
