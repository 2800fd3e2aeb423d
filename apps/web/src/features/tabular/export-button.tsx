import { useState } from 'react';
import { Button, Tooltip } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { Endpoint } from '@roadlens/contract/endpoint';
import type { Query } from '../../lib/api-client.ts';
import { call, type CallInput } from '../../lib/api/client.ts';
import { SPECS, type Kind } from './kinds.ts';

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

/** `?export=true` on the kind's call with the same filters: the server streams a zip; success and failure each get their message. */
export function ExportButton({ kind, query }: { kind: Kind; query: Query }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const spec = SPECS[kind];
  const onExport = async () => {
    setBusy(true);
    enqueueSnackbar(t('tabular.exporting'), { variant: 'info' });
    try {
      const blob = (await call(spec.endpoint, { query: { ...query, export: 'true' } } as CallInput<Endpoint>, {
        responseType: 'blob',
        silent: true,
      })) as unknown as Blob;
      enqueueSnackbar(t('tabular.exported'), { variant: 'success' });
      download(blob, `${kind}.zip`);
    } catch {
      enqueueSnackbar(t('tabular.exportFailed'), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const button = (
    <Button variant="outlined" startIcon={<DownloadIcon />} disabled={!spec.exportable || busy} onClick={() => void onExport()}>
      {t('tabular.export')}
    </Button>
  );
  // A disabled button gets no pointer events; the span lets the tooltip explain why.
  return spec.exportable ? (
    button
  ) : (
    <Tooltip title={t('tabular.noExport')}>
      <span>{button}</span>
    </Tooltip>
  );
}
