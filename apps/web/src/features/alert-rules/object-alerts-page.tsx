import { useState } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AlertEvent, AlertObjectType } from '@roadlens/contract/alert-rules';
import { ObjectTabs } from '../../components/object-tabs/object-tabs.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useFormat } from '../../lib/format/index.ts';
import { useSession } from '../../lib/session/session-context.tsx';
import { useAcknowledge, useLiveAlertStates, useObjectAlerts, useResolve } from './api/alert-rules.ts';
import { STATE_COLORS } from './condition-text.ts';
import { ExplanationDialog } from './explanation-dialog.tsx';

/**
 * The Alerts tab of a link, route, sensor, sign or tag (dashboard/{links|routes|devices|signs|tags}/:id/alerts), where
 * an alert's notification leads: its state under each rule, the history of changes with what
 * caused them, and acknowledge / resolve.
 */
/** Objects without a page of their own: where their Overview tab leads. */
const OVERVIEW_OF: Partial<Record<AlertObjectType, (id: number) => string>> = {
  sign: () => '/dashboard/signs',
  tag: (id) => `/dashboard/tags?tag=${id}`,
};

export function ObjectAlertsPage({ type }: { type: AlertObjectType }) {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const base = `/dashboard/${type}s/${id}`;
  const data = useObjectAlerts(type, id);
  useLiveAlertStates();
  const { dateTime, number } = useFormat();
  const canChange = useSession().hasPermission('Platform|change_alerts');
  const ack = useAcknowledge();
  const resolve = useResolve();
  const [explain, setExplain] = useState<number | null>(null);

  if (data.isPending)
    return (
      <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress />
      </Box>
    );
  if (!data.data) {
    const missing = data.error instanceof ApiError && data.error.status === 404;
    return (
      <Box sx={{ p: 3 }} data-testid={missing ? 'not-found' : 'load-error'}>
        <Alert
          severity={missing ? 'warning' : 'error'}
          action={
            <Button component={RouterLink} to={`/dashboard/${type}s`}>
              {t('alertRules.tab.back')}
            </Button>
          }
        >
          {missing ? t('alertRules.tab.notFound') : data.error?.message}
        </Alert>
      </Box>
    );
  }
  const o = data.data;
  const open = new Set(o.states.filter((s) => s.state !== 'ok').map((s) => s.rule_id));
  const value = (e: AlertEvent) => (e.observed?.value == null ? '' : `${number(e.observed.value, 1)} ${e.observed.unit}`);

  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 1200 }}>
      <Typography variant="h5" sx={{ mb: 1 }} data-testid="detail-title">
        {o.object_name}
      </Typography>
      <ObjectTabs base={base} overviewTo={OVERVIEW_OF[type]?.(id)} />
      <Typography variant="h6" sx={{ mb: 1 }}>
        {t('alertRules.tab.current')}
      </Typography>
      {o.states.length === 0 && <Typography color="text.secondary">{t('alertRules.tab.noStates')}</Typography>}
      <Stack sx={{ gap: 1, mb: 3 }} data-testid="object-states">
        {o.states.map((s) => (
          <Paper key={s.rule_id} variant="outlined" sx={{ p: 1.5 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { xs: 'flex-start', sm: 'center' } }}>
              <Typography sx={{ flex: 1, fontWeight: 600 }}>{s.rule_name}</Typography>
              <Chip size="small" color={STATE_COLORS[s.state]} label={t(`alertRules.stateNames.${s.state}`)} data-testid="object-state" />
              <Typography variant="body2" color="text.secondary">
                {t('alertRules.tab.since')} {dateTime(s.since)}
              </Typography>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Typography variant="h6" sx={{ mb: 1 }}>
        {t('alertRules.tab.history')}
      </Typography>
      <Stack sx={{ gap: 1 }} data-testid="object-events">
        {o.events.map((e) => {
          const isAlert = e.to_state === 'alerting' || e.to_state === 'nodata';
          const latestOfRule = o.events.find((x) => x.rule_id === e.rule_id)?.id === e.id;
          return (
            <Paper key={e.id} variant="outlined" sx={{ p: 1.5 }} data-testid="object-event">
              <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1, alignItems: { xs: 'flex-start', md: 'center' } }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="body2" color="text.secondary">
                      {dateTime(e.at)}
                    </Typography>
                    <Typography sx={{ fontWeight: 600 }}>{e.rule_name}</Typography>
                    <Chip size="small" variant="outlined" label={t(`alertRules.stateNames.${e.from_state}`)} />
                    <span aria-hidden>→</span>
                    <Chip size="small" color={STATE_COLORS[e.to_state]} label={t(`alertRules.stateNames.${e.to_state}`)} />
                    <Typography variant="body2">{value(e)}</Typography>
                  </Stack>
                  {e.acknowledged_by && (
                    <Typography variant="body2" color="text.secondary" data-testid="acknowledged">
                      {t('alertRules.tab.acknowledgedBy', { name: e.acknowledged_by, at: dateTime(e.acknowledged_at) })}
                    </Typography>
                  )}
                  {e.resolved_by && (
                    <Typography variant="body2" color="text.secondary">
                      {t('alertRules.tab.resolvedBy', { name: e.resolved_by })}
                    </Typography>
                  )}
                  {e.muted && (
                    <Typography variant="body2" color="text.secondary">
                      {t('alertRules.tab.muted')}
                    </Typography>
                  )}
                </Box>
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                  {e.observed && (
                    <Button size="small" onClick={() => setExplain(e.id)} data-testid="explain">
                      {t('alertRules.tab.explain')}
                    </Button>
                  )}
                  {canChange && isAlert && !e.acknowledged_by && (
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={ack.isPending}
                      onClick={() => ack.mutate({ params: { id: e.id } })}
                      data-testid="acknowledge"
                    >
                      {t('alertRules.tab.acknowledge')}
                    </Button>
                  )}
                  {canChange && isAlert && latestOfRule && open.has(e.rule_id) && (
                    <Button
                      size="small"
                      variant="outlined"
                      color="success"
                      disabled={resolve.isPending}
                      onClick={() => resolve.mutate({ params: { id: e.id } })}
                      data-testid="resolve"
                    >
                      {t('alertRules.tab.resolve')}
                    </Button>
                  )}
                </Stack>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      {explain !== null && <ExplanationDialog eventId={explain} onClose={() => setExplain(null)} />}
    </Box>
  );
}

export const LinkAlertsPage = () => <ObjectAlertsPage type="link" />;
export const RouteAlertsPage = () => <ObjectAlertsPage type="route" />;
export const DeviceAlertsPage = () => <ObjectAlertsPage type="device" />;
/** Signs have no page of their own: this is the one place a sign's alerts show. */
export const SignAlertsPage = () => <ObjectAlertsPage type="sign" />;
/** A tag's overview is the tags page with the tag selected. */
export const TagAlertsPage = () => <ObjectAlertsPage type="tag" />;
