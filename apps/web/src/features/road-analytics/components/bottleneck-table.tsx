import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Bottleneck } from '@roadlens/contract/road-analytics';

/** Fewer vehicles per day than this and a ranking figure is marked as resting on little data. */
const LOW_SAMPLES_PER_DAY = 10;
const TOP = 10;

/** The ten links with most vehicle-hours of delay per day, recurring (same hours on most days) or incident. */
export function BottleneckTable({ rows }: { rows: Bottleneck[] }) {
  const { t, i18n } = useTranslation();
  const num = (v: number, digits: number) =>
    new Intl.NumberFormat(i18n.language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(v);
  const shown = rows.filter((r) => r.delay_veh_h_per_day > 0 || r.delay_hours_per_day > 0).slice(0, TOP);
  if (shown.length === 0) return <Typography color="text.secondary">{t('roadAnalytics.bottlenecks.empty')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" data-testid="bottleneck-table">
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>{t('roadAnalytics.bottlenecks.link')}</TableCell>
            <TableCell align="right">{t('roadAnalytics.bottlenecks.vehHours')}</TableCell>
            <TableCell align="right">{t('roadAnalytics.bottlenecks.hours')}</TableCell>
            <TableCell>{t('roadAnalytics.bottlenecks.kind')}</TableCell>
            <TableCell align="right">{t('roadAnalytics.bottlenecks.samples')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((r, i) => {
            const low = r.samples / Math.max(1, r.days_with_data) < LOW_SAMPLES_PER_DAY;
            return (
              <TableRow key={r.link_id} data-testid="bottleneck-row" sx={low ? { opacity: 0.6 } : undefined}>
                <TableCell>{i + 1}</TableCell>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {r.name}
                  </Typography>
                  {low && (
                    <Typography variant="caption" color="text.secondary">
                      {t('roadAnalytics.lowConfidence')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {num(r.delay_veh_h_per_day, 1)}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {num(r.delay_hours_per_day, 1)}
                </TableCell>
                <TableCell>
                  {r.kind && (
                    <Tooltip
                      title={
                        r.recurring_hours.length
                          ? t('roadAnalytics.bottlenecks.atHours', {
                              hours: r.recurring_hours.map((h) => `${String(h).padStart(2, '0')}:00`).join(', '),
                            })
                          : ''
                      }
                    >
                      <Chip
                        size="small"
                        variant="outlined"
                        color={r.kind === 'recurring' ? 'warning' : 'info'}
                        label={t(`roadAnalytics.bottlenecks.${r.kind}`)}
                        data-testid="bottleneck-kind"
                      />
                    </Tooltip>
                  )}
                </TableCell>
                <TableCell align="right">
                  {t('roadAnalytics.bottlenecks.samplesValue', { count: r.samples, days: r.days_with_data })}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
