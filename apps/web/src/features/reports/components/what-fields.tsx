import { Autocomplete, Chip, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { REPORT_CHARTS, REPORT_FORMATS, REPORT_METRICS, REPORT_SOURCES, type ReportSource } from '@roadlens/contract/reports';
import { useReportObjects } from '../api/reports-api.ts';
import { CheckGroup } from './check-group.tsx';
import { withSource, type FormState } from './form-state.ts';

type ErrorOf = (field: string) => string | undefined;

/** What a report holds: its name, source, objects, period, metrics, charts and file formats. */
export function WhatFields({ state, set, errorOf }: { state: FormState; set: (s: FormState) => void; errorOf: ErrorOf }) {
  const { t } = useTranslation();
  const objects = useReportObjects(state.source);
  const patch = (p: Partial<FormState>) => set({ ...state, ...p });
  const date = (key: 'from' | 'to') => (
    <TextField
      type="date"
      size="small"
      label={t(`reports.form.${key}`)}
      value={state[key]}
      onChange={(e) => patch({ [key]: e.target.value })}
      error={!!errorOf(`period.${key}`)}
      helperText={errorOf(`period.${key}`)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `report-${key}` } }}
      sx={{ width: { xs: '100%', sm: 180 } }}
    />
  );
  return (
    <Stack sx={{ gap: 2 }}>
      <TextField
        size="small"
        label={t('reports.form.name')}
        value={state.name}
        onChange={(e) => patch({ name: e.target.value })}
        error={!!errorOf('name')}
        helperText={errorOf('name')}
        slotProps={{ htmlInput: { 'data-testid': 'report-name' } }}
      />
      <TextField
        select
        size="small"
        label={t('reports.form.source')}
        value={state.source}
        onChange={(e) => set(withSource(state, e.target.value as ReportSource))}
        error={!!errorOf('source')}
        helperText={errorOf('source')}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'report-source' } as object } }}
      >
        {REPORT_SOURCES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`reports.source.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        multiple
        options={objects.data ?? []}
        loading={objects.isPending}
        value={state.objects}
        groupBy={(o) => t(`reports.kind.${o.kind}`)}
        getOptionLabel={(o) => o.name}
        isOptionEqualToValue={(a, b) => a.kind === b.kind && a.id === b.id}
        onChange={(_, v) => patch({ objects: v })}
        renderValue={(value, getItemProps) =>
          value.map((o, index) => (
            <Chip size="small" label={`${t(`reports.kind.${o.kind}`)}: ${o.name}`} {...getItemProps({ index })} key={`${o.kind}-${o.id}`} />
          ))
        }
        renderInput={(p) => (
          <TextField
            {...p}
            size="small"
            label={t('reports.form.objects')}
            placeholder={t('reports.form.objectsHint')}
            error={!!errorOf('objects')}
            helperText={errorOf('objects')}
            slotProps={{ ...p.slotProps, htmlInput: { ...p.slotProps?.htmlInput, 'data-testid': 'report-objects' } }}
          />
        )}
      />
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label={t('reports.form.period')}
          value={state.periodKind}
          onChange={(e) => patch({ periodKind: e.target.value as FormState['periodKind'] })}
          error={!!errorOf('period.kind') || !!errorOf('period')}
          helperText={
            errorOf('period.kind') ?? errorOf('period') ?? (state.frequency !== 'none' ? t('reports.form.periodScheduled') : undefined)
          }
          sx={{ width: { xs: '100%', sm: 260 } }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'report-period' } as object } }}
        >
          {(['d', 'w', 'm', 'fixed'] as const).map((k) => (
            <MenuItem key={k} value={k} disabled={k === 'fixed' && state.frequency !== 'none'}>
              {t(`reports.period.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        {state.periodKind === 'fixed' && date('from')}
        {state.periodKind === 'fixed' && date('to')}
      </Stack>
      <CheckGroup
        label={t('reports.form.metrics')}
        values={REPORT_METRICS[state.source]}
        selected={state.metrics}
        onChange={(metrics) => patch({ metrics })}
        labelOf={(m) => t(`reports.metric.${m}`)}
        error={errorOf('metrics')}
        testId="report-metrics"
      />
      <CheckGroup
        label={t('reports.form.formats')}
        values={REPORT_FORMATS}
        selected={state.formats}
        onChange={(formats) => patch({ formats })}
        labelOf={(f) => t(`reports.format.${f}`)}
        error={errorOf('formats')}
        testId="report-formats"
      />
      {state.formats.includes('pdf') && (
        <CheckGroup
          label={t('reports.form.charts')}
          values={REPORT_CHARTS}
          selected={state.charts}
          onChange={(charts) => patch({ charts })}
          labelOf={(c) => t(`reports.chart.${c}`)}
          error={errorOf('charts')}
          testId="report-charts"
        />
      )}
    </Stack>
  );
}
