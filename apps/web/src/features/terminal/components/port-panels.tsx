import { useMemo } from 'react';
import { Alert, Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/charts/echart.tsx';
import { useFormat } from '../../../lib/format/index.ts';
import { useTerminalStats, useTerminalVisits } from '../api/terminal-data.ts';
import { daySummary, gateWaitOption, turnTimeOption } from '../port-options.ts';
import { PortVisitsTable } from './port-visits-table.tsx';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p" data-testid={testId}>
        {value}
      </Typography>
    </Paper>
  );
}

/**
 * A port's terminal over the last day: the known trucks' turn times (gate-in → gate-out) against
 * their appointment windows, every truck's wait at the gate per hour, and the day's visits.
 */
export function PortPanels() {
  const { t } = useTranslation();
  const f = useFormat();
  const stats = useTerminalStats(true);
  const visits = useTerminalVisits(true);
  const hours = useMemo(() => stats.data?.hours ?? [], [stats.data]);
  const summary = useMemo(() => daySummary(hours), [hours]);
  const minutesLabel = t('terminal.port.minutesUnit');
  const turnOption = useMemo(
    () =>
      turnTimeOption(hours, {
        early: t('terminal.port.timing.early'),
        onTime: t('terminal.port.timing.on_time'),
        late: t('terminal.port.timing.late'),
        turnTime: t('terminal.port.turnTime'),
        visits: t('terminal.port.visits'),
        minutes: minutesLabel,
      }),
    [hours, t, minutesLabel],
  );
  const waitOption = useMemo(
    () => gateWaitOption(hours, { gateWait: t('terminal.port.gateWait'), trucks: t('terminal.port.trucks'), minutes: minutesLabel }),
    [hours, t, minutesLabel],
  );
  if (stats.isError) return <Alert severity="error">{t('terminal.port.loadError')}</Alert>;
  const min = (s: number | null) => (s === null ? t('terminal.noValue') : t('terminal.port.minutes', { value: f.number(s / 60) }));
  const grid = { display: 'grid', gap: { xs: 1, md: 2 }, mb: { xs: 1, md: 2 } };
  return (
    <Box data-testid="port-panels">
      <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <Figure label={t('terminal.port.avgGateWait')} value={min(summary.gateWaitS)} testId="port-gate-wait" />
        <Figure label={t('terminal.port.avgTurnTime')} value={min(summary.turnTimeS)} testId="port-turn-time" />
        <Figure
          label={t('terminal.port.onTime')}
          value={summary.onTimeShare === null ? t('terminal.noValue') : `${f.number(summary.onTimeShare * 100)} %`}
          testId="port-on-time"
        />
        <Figure label={t('terminal.port.trucksToday')} value={f.number(summary.trucks)} testId="port-trucks" />
      </Box>
      <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
          <Typography variant="h6" component="h2">
            {t('terminal.port.turnTitle')}
          </Typography>
          <EChart option={turnOption} height={280} testId="port-turn-chart" />
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
          <Typography variant="h6" component="h2">
            {t('terminal.port.waitTitle')}
          </Typography>
          <EChart option={waitOption} height={280} testId="port-wait-chart" />
        </Paper>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, mb: { xs: 1, md: 2 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('terminal.port.visitsTitle')}
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <PortVisitsTable visits={visits.data ?? []} />
        </Box>
      </Paper>
    </Box>
  );
}
