import { useMemo } from 'react';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AlertExplanation } from '@roadlens/contract/alert-rules';
import { EChart } from '../../components/charts/echart.tsx';
import { useFormat } from '../../lib/format/index.ts';
import { useExplanation } from './api/alert-rules.ts';
import { conditionText } from './condition-text.ts';

/** Why an alert changed: its rule, the baseline, what was observed (samples, rejected share), and the values around the moment. */
export function ExplanationDialog({ eventId, onClose }: { eventId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const q = useExplanation(eventId);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="explanation">
      <DialogTitle>{t('alertRules.explain.title')}</DialogTitle>
      <DialogContent>{q.data ? <Explanation x={q.data} /> : <CircularProgress />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('alertRules.explain.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function Explanation({ x }: { x: AlertExplanation }) {
  const { t } = useTranslation();
  const { dateTime, number } = useFormat();
  const o = x.event.observed;
  const unit = o?.unit ?? '';
  // A tag rule's figures: its interval is the tag's last sighting, and instead of samples, the sensor that saw it.
  const tag = o?.seen_by !== undefined;
  const rows: Array<[string, string]> = [
    [t('alertRules.explain.rule'), `${x.rule.name}: ${conditionText(x.rule.condition, t)}`],
    tag
      ? [t('alertRules.explain.lastSeen'), o?.interval_start ? dateTime(o.interval_start) : t('alertRules.explain.neverSeen')]
      : [t('alertRules.explain.interval'), o?.interval_start ? dateTime(o.interval_start) : '—'],
    [t('alertRules.explain.observed'), o?.value == null ? '—' : `${number(o.value, 1)} ${unit}`],
    [
      t('alertRules.explain.baseline'),
      o?.baseline == null
        ? o?.baseline_kind
          ? t(`alertRules.explain.baselines.${o.baseline_kind}`, { defaultValue: o.baseline_kind })
          : '—'
        : `${number(o.baseline, 1)} ${unit} (${t(`alertRules.explain.baselines.${o.baseline_kind}`, { defaultValue: o.baseline_kind ?? '' })})`,
    ],
    [t('alertRules.explain.threshold'), o?.threshold == null ? '—' : `${number(o.threshold, 1)} ${unit}`],
    ...((tag
      ? [[t('alertRules.explain.seenBy'), o?.seen_by?.name ?? '—']]
      : [
          [t('alertRules.explain.samples'), o?.samples == null ? '—' : `${o.samples} / ${o.raw_samples ?? '—'}`],
          [t('alertRules.explain.rejected'), o?.rejected_share == null ? '—' : `${number(o.rejected_share * 100, 0)} %`],
        ]) as Array<[string, string]>),
  ];
  if (o?.sigma != null) rows.push([t('alertRules.explain.sigma'), `${number(o.sigma, 1)} ${unit}`]);
  const option = useMemo(() => {
    const changeMs = Date.parse(x.event.at);
    // The window the server sends: two hours either side of the change, whatever the data covers.
    return {
      // Drawn at once: the dialog is read (and captured) as soon as it opens.
      animation: false,
      grid: { left: 50, right: 72, top: 30, bottom: 30 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'time', min: changeMs - 2 * 3600_000, max: changeMs + 2 * 3600_000 },
      yAxis: { type: 'value', name: x.unit, scale: true },
      series: [
        {
          name: t('alertRules.explain.chartValue'),
          type: 'line',
          // A lone interval is a point, not a line: symbols keep it visible.
          showSymbol: true,
          symbolSize: 5,
          data: x.series.map((p) => [Date.parse(p.t), p.value]),
          markLine: {
            symbol: 'none',
            data: [
              { xAxis: changeMs, label: { formatter: t('alertRules.explain.chartChange') }, lineStyle: { color: '#e53935' } },
              ...(o?.threshold != null && o.unit === x.unit
                ? [{ yAxis: o.threshold, label: { formatter: t('alertRules.explain.threshold') }, lineStyle: { type: 'dashed' } }]
                : []),
              ...(o?.baseline != null && o.unit === x.unit
                ? [{ yAxis: o.baseline, label: { formatter: t('alertRules.explain.baseline') }, lineStyle: { color: '#43a047' } }]
                : []),
            ],
          },
        },
      ],
    };
  }, [x, o, t]);
  return (
    <Stack sx={{ gap: 2 }}>
      <Table size="small">
        <TableBody>
          {rows.map(([k, v]) => (
            <TableRow key={k}>
              <TableCell sx={{ fontWeight: 600, width: '35%' }}>{k}</TableCell>
              <TableCell>{v}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {x.series.length === 0 ? (
        <Typography color="text.secondary">{t('alertRules.explain.noSeries')}</Typography>
      ) : (
        <EChart option={option} height={260} testId="explanation-chart" />
      )}
    </Stack>
  );
}
