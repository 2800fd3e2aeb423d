import { Alert, Box, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TaskState, type SystemStatus } from '@roadlens/contract/system-status';
import { useFormat } from '../../lib/format/index.ts';
import { REFRESH_MS, useSystemStatus } from './api/use-system-status.ts';
import { durationParts, formatBytes } from './figures.ts';
import { FigureCard } from './components/figure-card.tsx';
import { CompaniesTable } from './components/companies-table.tsx';

const TASK_COLOR = { pending: 'default', running: 'info', succeeded: 'success', failed: 'error', revoked: 'warning' } as const;

/**
 * System Status (staff only): is the installation healthy? Server, database, live and
 * experimental processing, sessions, mail and memory, then sensors and ingest per company.
 */
export function SystemStatusPage() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  if (status.isPending)
    return (
      <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress aria-label={t('systemStatus.loading')} />
      </Box>
    );
  if (status.isError)
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="error" action={<Button onClick={() => void status.refetch()}>{t('systemStatus.retry')}</Button>}>
          {t('systemStatus.loadError')}
        </Alert>
      </Box>
    );
  return <StatusView data={status.data} refreshing={status.isFetching} stale={status.isRefetchError} />;
}

function StatusView({ data, refreshing, stale }: { data: SystemStatus; refreshing: boolean; stale: boolean }) {
  const { t, i18n } = useTranslation();
  const fmt = useFormat();
  const lang = i18n.language;
  const n = (v: number) => new Intl.NumberFormat(lang).format(v);
  const duration = (s: number) =>
    durationParts(s)
      .map(([v, u]) => t(`systemStatus.unit.${u}`, { n: v }))
      .join(' ');
  const { server, database: db, live_processing: live, memory } = data;
  const lag =
    live.lag_s === null ? t('systemStatus.live.noData') : live.lag_s === 0 ? t('systemStatus.live.upToDate') : duration(live.lag_s);
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2, gap: 1 }}>
        <Box>
          <Typography variant="h5">{t('systemStatus.title')}</Typography>
          <Typography color="text.secondary" variant="body2">
            {t('systemStatus.updated', { when: fmt.dateTime(data.generated_at), seconds: REFRESH_MS / 1000 })}
          </Typography>
        </Box>
        {refreshing && <CircularProgress size={20} aria-label={t('systemStatus.loading')} />}
      </Stack>
      {stale && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('systemStatus.stale')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, mb: 2 }}>
        <FigureCard
          title={t('systemStatus.server.title')}
          testId="card-server"
          rows={[
            { label: t('systemStatus.server.release'), value: server.release, testId: 'release' },
            { label: t('systemStatus.server.version'), value: server.version },
            { label: t('systemStatus.server.uptime'), value: duration(server.uptime_s), testId: 'uptime' },
            { label: t('systemStatus.server.started'), value: fmt.dateTime(server.started_at) },
            { label: t('systemStatus.server.node'), value: server.node },
          ]}
        />
        <FigureCard
          title={t('systemStatus.database.title')}
          testId="card-database"
          rows={[
            { label: t('systemStatus.database.kind'), value: t(`systemStatus.database.${db.kind}`), testId: 'db-kind' },
            { label: t('systemStatus.database.size'), value: formatBytes(db.size_bytes, lang), testId: 'db-size' },
            {
              label: t('systemStatus.database.migrations'),
              value: t('systemStatus.database.applied', { applied: db.migrations_applied, known: db.migrations_known }),
              testId: 'migrations',
            },
            { label: t('systemStatus.database.level'), value: db.migration },
          ]}
        />
        <FigureCard
          title={t('systemStatus.live.title')}
          testId="card-live"
          rows={[
            { label: t('systemStatus.live.lag'), value: lag, testId: 'live-lag' },
            { label: t('systemStatus.live.behind'), value: n(live.links_behind) },
            { label: t('systemStatus.live.processed'), value: n(live.links_processed) },
          ]}
        />
        <FigureCard
          title={t('systemStatus.memory.title')}
          testId="card-memory"
          rows={[
            { label: t('systemStatus.memory.rss'), value: formatBytes(memory.rss_bytes, lang), testId: 'rss' },
            { label: t('systemStatus.memory.heapUsed'), value: formatBytes(memory.heap_used_bytes, lang) },
            { label: t('systemStatus.memory.heapTotal'), value: formatBytes(memory.heap_total_bytes, lang) },
          ]}
        />
        <FigureCard
          title={t('systemStatus.activity.title')}
          testId="card-activity"
          rows={[
            { label: t('systemStatus.activity.sessions'), value: n(data.sessions_active), testId: 'sessions' },
            { label: t('systemStatus.activity.mail'), value: n(data.mail_outbox_pending), testId: 'mail' },
          ]}
        />
        <FigureCard
          title={t('systemStatus.tasks.title')}
          testId="card-tasks"
          rows={TaskState.options.map((s) => ({
            label: t(`systemStatus.tasks.${s}`),
            value: <Chip size="small" color={TASK_COLOR[s]} label={n(data.tasks[s])} />,
            testId: `tasks-${s}`,
          }))}
        />
      </Box>
      <CompaniesTable companies={data.companies} />
    </Box>
  );
}
