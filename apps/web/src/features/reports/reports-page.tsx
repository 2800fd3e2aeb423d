import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Snackbar, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Report } from '@roadlens/contract/reports';
import { useConfirm } from '../../components/confirmation/confirmation.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session/session-context.tsx';
import { useDeleteReport, useGenerateReport, useReportProgress, useReports } from './api/reports-api.ts';
import { ReportFormDialog } from './components/report-form-dialog.tsx';
import { ReportRow } from './components/report-row.tsx';

export const CHANGE_REPORTS = 'Platform|change_report';

/**
 * /dashboard/reports — saved reports: what each covers, its schedule (in the company's zone), next
 * run and how its last run went, with a live progress bar while one is generated. Users without
 * the change permission see the same list read-only.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const canChange = session.hasPermission(CHANGE_REPORTS);
  const list = useReports();
  const remove = useDeleteReport();
  const generate = useGenerateReport();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Report | 'new' | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  useReportProgress();

  const del = async (r: Report) => {
    const answer = await confirm({
      title: t('reports.deleteTitle'),
      message: t('reports.deleteConfirm', { name: r.name }),
      icon: { color: 'error' },
      actions: { confirm: { label: t('reports.delete'), color: 'error' }, cancel: { label: t('reports.form.cancel') } },
    });
    if (answer === 'confirmed') await remove.mutateAsync({ params: { id: r.id } });
  };
  const run = async (r: Report) => {
    try {
      await generate.mutateAsync({ params: { id: r.id } });
    } catch (e) {
      setToast(t('reports.generateError', { error: e instanceof ApiError ? e.message : String(e) }));
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 1100 }} data-testid="reports-page">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1, gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t('reports.title')}
        </Typography>
        {canChange && (
          <Button variant="contained" onClick={() => setEditing('new')} data-testid="report-new">
            {t('reports.add')}
          </Button>
        )}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('reports.intro')}
      </Typography>
      {!canChange && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="reports-read-only">
          {t('reports.readOnly')}
        </Alert>
      )}
      {list.isPending && <CircularProgress aria-label={t('reports.loading')} />}
      {list.isError && <Alert severity="error">{t('reports.loadError')}</Alert>}
      {list.data?.length === 0 && <Alert severity="info">{t('reports.empty')}</Alert>}
      <Stack sx={{ gap: 1 }}>
        {list.data?.map((r) => (
          <ReportRow
            key={r.id}
            report={r}
            canChange={canChange}
            generating={generate.isPending && generate.variables?.params.id === r.id}
            onGenerate={() => void run(r)}
            onEdit={() => setEditing(r)}
            onDelete={() => void del(r)}
          />
        ))}
      </Stack>
      {editing && (
        <ReportFormDialog
          report={editing === 'new' ? null : editing}
          companyZone={session.me.company.time_zone}
          onClose={() => setEditing(null)}
        />
      )}
      <Snackbar open={!!toast} autoHideDuration={6000} onClose={() => setToast(null)} message={toast ?? ''} />
    </Box>
  );
}
