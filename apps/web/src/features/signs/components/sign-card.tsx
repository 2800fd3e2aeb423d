import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Collapse,
  Dialog,
  DialogActions,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Sign } from '@roadlens/contract/signs';
import { useFormat } from '../../../lib/format/index.ts';
import { useClearOverride, useDeleteSign, useSignHistory } from '../api/signs-api.ts';
import { fallbackCauses } from '../timeline.ts';
import { OverrideDialog } from './override-dialog.tsx';
import { SignDisplay } from './sign-display.tsx';
import { SignFormDialog } from './sign-form-dialog.tsx';
import { REASON_COLOR, SignTimeline } from './sign-timeline.tsx';

/** One sign: what it shows now and why, its last 24 hours, its message log and the operator's controls. */
export function SignCard({ sign, canEdit }: { sign: Sign; canEdit: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const history = useSignHistory(sign.id);
  const clear = useClearOverride();
  const del = useDeleteSign();
  const [dialog, setDialog] = useState<'edit' | 'override' | 'delete' | null>(null);
  const [showLog, setShowLog] = useState(false);
  const d = sign.display;
  const routeName = (id: number) => sign.routes.find((r) => r.route_id === id)?.name ?? `#${id}`;

  return (
    <Card variant="outlined" data-testid="sign-card" data-sign-id={sign.id}>
      <CardContent>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {sign.name}
          </Typography>
          {d && (
            <Chip
              size="small"
              label={t(`signs.reason.${d.reason}`)}
              sx={{ bgcolor: REASON_COLOR[d.reason], color: '#fff' }}
              data-testid="sign-reason"
              data-reason={d.reason}
            />
          )}
        </Stack>
        <SignDisplay lines={d?.lines ?? []} testId="sign-now" />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {d?.since ? t('signs.since', { when: f.dateTime(d.since) }) : t('signs.noMessage')}
        </Typography>
        {d?.reason === 'fallback' && (
          <Typography variant="body2" color="warning.main" data-testid="sign-causes">
            {fallbackCauses(d.detail)
              .map((c) => t(`signs.cause.${c.why}`, { route: routeName(c.routeId) }))
              .join(' · ')}
          </Typography>
        )}
        {sign.override && (
          <Alert
            severity="info"
            sx={{ mt: 1 }}
            action={
              canEdit && (
                <Button color="inherit" size="small" onClick={() => clear.mutate({ params: { id: sign.id } })}>
                  {t('signs.override.end')}
                </Button>
              )
            }
          >
            {t('signs.override.active', { until: f.dateTime(sign.override.expires_at), reason: sign.override.reason })}
          </Alert>
        )}
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {t('signs.last24h')}
        </Typography>
        {history.data ? (
          <SignTimeline history={history.data} />
        ) : history.isError ? (
          <Alert severity="error">{t('signs.loadError')}</Alert>
        ) : null}
        <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <Button size="small" onClick={() => setShowLog((s) => !s)} data-testid="sign-log-toggle">
            {t(showLog ? 'signs.hideLog' : 'signs.showLog')}
          </Button>
          {canEdit && (
            <Button size="small" onClick={() => setDialog('override')} data-testid="sign-override">
              {t('signs.override.open')}
            </Button>
          )}
          {canEdit && (
            <Button size="small" onClick={() => setDialog('edit')}>
              {t('signs.edit')}
            </Button>
          )}
          {canEdit && (
            <Button size="small" color="error" onClick={() => setDialog('delete')}>
              {t('signs.delete')}
            </Button>
          )}
        </Stack>
        <Collapse in={showLog} unmountOnExit>
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }} data-testid="sign-log">
            {[...(history.data?.messages ?? [])].reverse().map((m) => (
              <Box component="li" key={`${m.at}-${m.lines.join('|')}`} sx={{ py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
                <Typography variant="body2">
                  <strong>{f.dateTime(m.at)}</strong> · {t(`signs.reason.${m.reason}`)}
                  {m.reason === 'override' && m.detail ? `: ${m.detail}` : ''}
                </Typography>
                <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                  {m.lines.join(' / ')}
                </Typography>
              </Box>
            ))}
          </Box>
        </Collapse>
      </CardContent>
      {dialog === 'edit' && <SignFormDialog sign={sign} open onClose={() => setDialog(null)} />}
      {dialog === 'override' && <OverrideDialog sign={sign} open onClose={() => setDialog(null)} />}
      <Dialog open={dialog === 'delete'} onClose={() => setDialog(null)}>
        <DialogTitle>{t('signs.deleteConfirm', { name: sign.name })}</DialogTitle>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{t('signs.cancel')}</Button>
          <Button color="error" onClick={() => del.mutate({ params: { id: sign.id } }, { onSuccess: () => setDialog(null) })}>
            {t('signs.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
