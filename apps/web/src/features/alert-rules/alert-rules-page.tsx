import { useState } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, IconButton, Link, Paper, Stack, Tooltip, Typography } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AlertRule } from '@roadlens/contract/alert-rules';
import { useConfirm } from '../../components/confirmation/confirmation.tsx';
import { useFormat } from '../../lib/format/index.ts';
import { useSession } from '../../lib/session/session-context.tsx';
import { useDeleteRule, useLiveAlertStates, useRecentEvents, useRules } from './api/alert-rules.ts';
import { conditionText, scopeText, STATE_COLORS } from './condition-text.ts';
import { RuleFormDialog } from './rule-form-dialog.tsx';

const SEVERITY_COLORS = { success: 'info', warning: 'warning', error: 'error' } as const;

/** Alert Rules (dashboard/alerts): every rule with its objects' states, and the latest changes. */
export function AlertRulesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const canChange = session.hasPermission('Platform|change_alerts');
  const rules = useRules();
  const events = useRecentEvents();
  useLiveAlertStates();
  const remove = useDeleteRule();
  const confirm = useConfirm();
  const { dateTime } = useFormat();
  const [editing, setEditing] = useState<AlertRule | 'new' | null>(null);

  const del = async (r: AlertRule) => {
    if (
      (await confirm({
        message: t('alertRules.deleteConfirm', { name: r.name }),
        actions: { confirm: { label: t('alertRules.delete'), color: 'error' } },
      })) === 'confirmed'
    ) {
      await remove.mutateAsync({ params: { id: r.id } });
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 1200 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 2 }}>
        <Typography variant="h5" sx={{ flex: 1 }}>
          {t('alertRules.title')}
        </Typography>
        {canChange && (
          <Button variant="contained" onClick={() => setEditing('new')} data-testid="add-rule">
            {t('alertRules.add')}
          </Button>
        )}
      </Stack>
      {rules.isPending && <CircularProgress />}
      {rules.isError && <Alert severity="error">{t('alertRules.loadError')}</Alert>}
      {rules.data?.results.length === 0 && <Alert severity="info">{t('alertRules.empty')}</Alert>}
      <Stack sx={{ gap: 1 }} data-testid="rule-list">
        {rules.data?.results.map((r) => (
          <Paper key={r.id} variant="outlined" sx={{ p: 1.5, opacity: r.enabled ? 1 : 0.6 }} data-testid="rule-row">
            <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1, alignItems: { md: 'center' } }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600 }}>{r.name}</Typography>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={SEVERITY_COLORS[r.severity]}
                    label={t(`alertRules.severities.${r.severity}`)}
                  />
                  {!r.enabled && <Chip size="small" label={t('alertRules.disabled')} />}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {scopeText(r, t)} · {conditionText(r.condition, t)}
                  {r.pending_minutes > 0 ? ` · ${t('alertRules.summary.pending', { value: r.pending_minutes })}` : ''}
                </Typography>
              </Box>
              <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
                {(['alerting', 'nodata', 'pending', 'ok'] as const).map((s) => (
                  <Chip
                    key={s}
                    size="small"
                    color={r.states[s] > 0 && s !== 'ok' ? STATE_COLORS[s] : 'default'}
                    variant={r.states[s] > 0 ? 'filled' : 'outlined'}
                    label={`${t(`alertRules.stateNames.${s}`)} ${r.states[s]}`}
                    data-testid={`rule-${s}`}
                  />
                ))}
                {canChange && (
                  <>
                    <Tooltip title={t('alertRules.edit')}>
                      <IconButton size="small" onClick={() => setEditing(r)} aria-label={t('alertRules.edit')}>
                        <EditOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('alertRules.delete')}>
                      <IconButton size="small" onClick={() => del(r)} aria-label={t('alertRules.delete')}>
                        <DeleteOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </>
                )}
              </Stack>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Typography variant="h6" sx={{ mt: 4, mb: 1 }}>
        {t('alertRules.recent')}
      </Typography>
      {events.data?.results.length === 0 && <Typography color="text.secondary">{t('alertRules.noEvents')}</Typography>}
      <Stack sx={{ gap: 0.5 }} data-testid="recent-events">
        {events.data?.results.map((e) => (
          <Stack
            key={e.id}
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: { sm: 1 }, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ minWidth: 150 }}>
              {dateTime(e.at)}
            </Typography>
            <Box sx={{ flex: 1 }}>
              <Link component={RouterLink} to={`/dashboard/${e.object_type}s/${e.object_id}/alerts`}>
                {e.object_name}
              </Link>
              <Typography component="span" variant="body2">
                {' '}
                · {e.rule_name} ·{' '}
              </Typography>
              <Chip size="small" color={STATE_COLORS[e.to_state]} label={t(`alertRules.stateNames.${e.to_state}`)} />
            </Box>
          </Stack>
        ))}
      </Stack>
      {editing && <RuleFormDialog rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}
