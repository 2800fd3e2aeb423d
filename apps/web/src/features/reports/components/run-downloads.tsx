import { Alert, Button, Stack, Typography } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import { REPORT_FORMATS, type ReportRun } from '@roadlens/contract/reports';
import { useFormat } from '../../../lib/format/index.ts';
import { downloadUrl } from '../api/reports-api.ts';

/** One download per format of a finished run; before it is ready, a note saying when they come. */
export function RunDownloads({ run }: { run: ReportRun }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (run.status !== 'done') {
    return <Alert severity="info">{t('reports.info.notReady')}</Alert>;
  }
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, flexWrap: 'wrap' }} data-testid="report-downloads">
      {[...run.files]
        .sort((a, b) => REPORT_FORMATS.indexOf(a.format) - REPORT_FORMATS.indexOf(b.format))
        .map((file) => (
          <Button
            key={file.format}
            variant="outlined"
            component="a"
            href={downloadUrl(run.id, file.format)}
            download={file.filename}
            startIcon={<FileDownloadOutlined />}
            data-testid={`report-download-${file.format}`}
            sx={{ justifyContent: 'flex-start', textTransform: 'none' }}
          >
            <Stack sx={{ alignItems: 'flex-start' }}>
              <span>{t('reports.info.download', { format: t(`reports.format.${file.format}`) })}</span>
              <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {`${file.filename} · ${t('reports.info.size', { size: f.number(file.size / 1024, 1) })}`}
              </Typography>
            </Stack>
          </Button>
        ))}
    </Stack>
  );
}
