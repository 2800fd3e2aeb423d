import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Stack, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Report } from '@roadlens/contract/reports';
import { ApiError } from '../../../lib/api-client.ts';
import { useFormat } from '../../../lib/format/index.ts';
import { useCreateReport, usePatchReport } from '../api/reports-api.ts';
import { emptyForm, fromReport, toBody, type FormState } from './form-state.ts';
import { WhatFields } from './what-fields.tsx';
import { WhenFields } from './when-fields.tsx';

/** The fields the form shows an error beside; a 400 naming anything else shows above the form. */
const SHOWN = ['name', 'source', 'objects', 'period', 'metrics', 'charts', 'formats', 'schedule', 'recipients'];

/** The request field each input feeds, so an input changed since the last answer no longer shows that answer's message. */
const FIELD_OF: Record<keyof FormState, string> = {
  name: 'name',
  source: 'source',
  objects: 'objects',
  periodKind: 'period',
  from: 'period',
  to: 'period',
  metrics: 'metrics',
  charts: 'charts',
  formats: 'formats',
  frequency: 'schedule',
  time: 'schedule',
  weekday: 'schedule',
  dayOfMonth: 'schedule',
  recipients: 'recipients',
  email: 'email',
  timeZone: 'time_zone',
};

/** Creates a report, or edits one; full screen on a phone. */
export function ReportFormDialog({ report, companyZone, onClose }: { report: Report | null; companyZone: string; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [state, setState] = useState<FormState>(() => {
    const today = f.date(Date.now() / 1000);
    return report ? fromReport(report, today) : emptyForm(today);
  });
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const update = (next: FormState) => {
    const changed = (Object.keys(FIELD_OF) as Array<keyof FormState>).filter((k) => next[k] !== state[k]).map((k) => FIELD_OF[k]);
    setEdited((prev) => new Set([...prev, ...changed]));
    setState(next);
  };
  const create = useCreateReport();
  const patch = usePatchReport();
  const error = report ? patch.error : create.error;
  const fe = error instanceof ApiError ? error.fieldErrors : {};
  const errorOf = (field: string) =>
    Object.entries(fe)
      .filter(([k]) => !edited.has(k.split('.')[0]))
      .filter(([k]) => k === field || k.startsWith(`${field}.`))
      .map(([, m]) => m.join(' '))
      .join(' ') || undefined;
  const unplaced = Object.entries(fe)
    .filter(([k]) => !SHOWN.includes(k.split('.')[0]))
    .map(([, m]) => m.join(' '));
  const general = error && Object.keys(fe).length === 0 ? t('reports.form.saveError') : unplaced.join(' ');

  const save = async () => {
    setEdited(new Set());
    try {
      if (report) await patch.mutateAsync({ params: { id: report.id }, body: toBody(state) });
      else await create.mutateAsync({ body: toBody(state) });
      onClose();
    } catch {
      /* shown beside the field the server named */
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} data-testid="report-form">
      <DialogTitle>{t(report ? 'reports.form.editTitle' : 'reports.form.createTitle')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          {general && (
            <Alert severity="error" data-testid="report-form-error">
              {general}
            </Alert>
          )}
          <WhatFields state={state} set={update} errorOf={errorOf} />
          <Divider />
          <WhenFields state={state} set={update} errorOf={errorOf} zone={report?.effective_time_zone ?? companyZone} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('reports.form.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={create.isPending || patch.isPending} data-testid="report-save">
          {t('reports.form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
