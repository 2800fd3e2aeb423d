import { Box, Chip, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { InsightItemResult, InsightMetrics, InsightResult } from '@roadlens/contract/insight';
import { useFormat } from '../../../lib/format/index.ts';

type Kind = 'seconds' | 'speed' | 'index' | 'count' | 'share';
interface Row {
  key: string;
  kind: Kind;
  get: (m: InsightMetrics) => number | null;
}

const ROWS: Row[] = [
  ...(['p5', 'p15', 'p50', 'p85', 'p95', 'mean'] as const).map((p) => ({
    key: `tt.${p}`,
    kind: 'seconds' as const,
    get: (m: InsightMetrics) => m.travel_time_s?.[p] ?? null,
  })),
  ...(['p5', 'p15', 'p50', 'p85', 'p95', 'mean', 'harmonic_mean'] as const).map((p) => ({
    key: `speed.${p}`,
    kind: 'speed' as const,
    get: (m: InsightMetrics) => m.speed_kmh?.[p] ?? null,
  })),
  { key: 'free_flow', kind: 'seconds', get: (m) => m.free_flow_s },
  { key: 'tti', kind: 'index', get: (m) => m.tti },
  { key: 'pti', kind: 'index', get: (m) => m.pti },
  { key: 'buffer_index', kind: 'index', get: (m) => m.buffer_index },
  { key: 'lottr', kind: 'index', get: (m) => m.lottr },
  { key: 'intervals', kind: 'count', get: (m) => m.intervals },
  { key: 'samples', kind: 'count', get: (m) => m.samples },
  { key: 'rejected', kind: 'share', get: (m) => m.rejected_share },
];

/** One item's figures, a column per period and the change between them when two are compared. */
function ItemTable({ item, periods }: { item: InsightItemResult; periods: InsightResult['periods'] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const show = (kind: Kind, v: number | null) => {
    if (v === null) return '—';
    if (kind === 'seconds') return f.seconds(v, 1);
    if (kind === 'speed') return f.speed(v, 1);
    if (kind === 'index') return f.number(v, 2);
    if (kind === 'share') return `${f.number(v * 100, 1)} %`;
    return f.number(v);
  };
  const compare = item.periods.length === 2;
  return (
    <Paper variant="outlined" sx={{ mb: 2 }} data-testid="insight-item">
      <Box sx={{ px: 2, pt: 1.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1">{item.name}</Typography>
        <Chip size="small" label={t(`insight.kind.${item.kind}`)} />
        <Typography variant="caption" color="text.secondary">
          {f.distance(item.length_m)}
        </Typography>
      </Box>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('insight.metric')}</TableCell>
              {item.periods.map((p, i) => (
                <TableCell key={i} align="right">
                  {t(i === 0 ? 'insight.periodA' : 'insight.periodB')}
                  <Typography
                    sx={{ display: 'block' }}
                    variant="caption"
                    color="text.secondary"
                  >{`${periods[i].from} – ${periods[i].to}`}</Typography>
                  {p.metrics.low_confidence && (
                    <Tooltip title={t('insight.lowConfidenceHint')}>
                      <Chip
                        size="small"
                        variant="outlined"
                        color="warning"
                        label={t('insight.lowConfidence')}
                        data-testid="insight-low-confidence"
                      />
                    </Tooltip>
                  )}
                </TableCell>
              ))}
              {compare && <TableCell align="right">{t('insight.change')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {ROWS.map((r) => {
              const values = item.periods.map((p) => r.get(p.metrics));
              const change =
                compare && values[0] !== null && values[1] !== null && values[0] !== 0
                  ? ((values[1] - values[0]) / Math.abs(values[0])) * 100
                  : null;
              return (
                <TableRow key={r.key} data-testid={`insight-row-${r.key}`}>
                  <TableCell>{t(`insight.m.${r.key}`)}</TableCell>
                  {values.map((v, i) => (
                    // Figures resting on little data are greyed and italic: visible, never plain facts.
                    <TableCell
                      key={i}
                      align="right"
                      sx={item.periods[i].metrics.low_confidence ? { color: 'text.disabled', fontStyle: 'italic' } : undefined}
                    >
                      {show(r.kind, v)}
                    </TableCell>
                  ))}
                  {compare && (
                    <TableCell align="right">{change === null ? '—' : `${change > 0 ? '+' : ''}${f.number(change, 1)} %`}</TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

export function MetricsTables({ result }: { result: InsightResult }) {
  return (
    <>
      {result.items.map((it) => (
        <ItemTable key={`${it.kind}-${it.id}`} item={it} periods={result.periods} />
      ))}
    </>
  );
}
