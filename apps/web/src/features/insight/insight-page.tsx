import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { InsightQuery } from '@roadlens/contract/insight';
import { ApiError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session/session-context.tsx';
import { useFormat } from '../../lib/format/index.ts';
import { downloadInsight, useInsight, useInsightOptions } from './api/insight.ts';
import { SelectionForm, toQuery } from './components/selection-form.tsx';
import { useInsightChoices } from './url-state.ts';
import { MetricsTables } from './components/metrics-table.tsx';
import { ProfileChart } from './components/profile-chart.tsx';

/**
 * /dashboard/insight — travel-time and speed distributions and reliability (TTI, PTI, buffer index,
 * LOTTR) of chosen links and routes over a period × time set, optionally against a second period,
 * with a weekday profile against typical; exported as CSV or XLSX. Computed on the server. The
 * choices live in the address, so a reloaded, bookmarked or shared view shows the same analysis.
 */
export function InsightPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const f = useFormat();
  const [today] = useState(() => f.date(Date.now() / 1000));
  const { state, analysed, set, markAnalysed, current } = useInsightChoices(today);
  // The analysis shown stays while choices change, until the next Analyse.
  const [submitted, setSubmitted] = useState<InsightQuery | null>(() => (analysed ? (toQuery(state) as InsightQuery) : null));
  const [exporting, setExporting] = useState(false);
  const { options, loading } = useInsightOptions();
  const result = useInsight(submitted);

  const errors = result.error instanceof ApiError ? Object.entries(result.error.fieldErrors) : [];
  const exportAs = async (format: 'csv' | 'xlsx') => {
    if (!submitted) return;
    setExporting(true);
    try {
      await downloadInsight(submitted, format);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1400 }} data-testid="insight-page">
      <Typography variant="h5">{t('insight.title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('insight.subtitle')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <SelectionForm state={state} set={set} options={loading ? [] : options} peakHours={me.company.peak_hours} />
        <Stack direction="row" sx={{ mt: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            onClick={() => {
              setSubmitted(toQuery(current()) as InsightQuery);
              markAnalysed();
            }}
            data-testid="insight-run"
          >
            {t('insight.run')}
          </Button>
          <Button variant="outlined" disabled={!result.data || exporting} onClick={() => exportAs('csv')} data-testid="insight-export-csv">
            {t('insight.exportCsv')}
          </Button>
          <Button
            variant="outlined"
            disabled={!result.data || exporting}
            onClick={() => exportAs('xlsx')}
            data-testid="insight-export-xlsx"
          >
            {t('insight.exportXlsx')}
          </Button>
        </Stack>
      </Paper>
      {result.isFetching && <CircularProgress size={24} />}
      {result.isError && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="insight-error">
          {errors.length
            ? errors
                .map(([field, msgs]) => `${t(`insight.field.${field.split('.')[0]}`, { defaultValue: field })}: ${msgs.join(' ')}`)
                .join(' · ')
            : t('insight.loadError')}
        </Alert>
      )}
      {!submitted && <Alert severity="info">{t('insight.start')}</Alert>}
      {result.data && !result.isFetching && (
        <>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {t('insight.method', { zone: result.data.time_zone })}
          </Typography>
          <MetricsTables result={result.data} />
          <Paper variant="outlined" sx={{ p: 2 }}>
            <ProfileChart result={result.data} />
          </Paper>
        </>
      )}
    </Box>
  );
}
