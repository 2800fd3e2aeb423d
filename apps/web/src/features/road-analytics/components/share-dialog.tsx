import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import { useTranslation } from 'react-i18next';
import type { Share } from '@roadlens/contract/shares';
import { useFormat } from '../../../lib/format/index.ts';
import { useCreateShare, useRevokeShare, useShares } from '../api/traffic-stats.ts';

export interface SharedParams {
  days: 7 | 30;
  route_id: number | null;
  date: string | null;
  bin: 5 | 15 | 60;
}

const EXPIRIES = [1, 7, 30, 90] as const;
const linkOf = (s: Share) => s.url ?? new URL(s.path, window.location.origin).toString();

/** Shares the current view with its parameters locked; lists the caller's shares with a revoke button each. */
export function ShareDialog({ open, onClose, params }: { open: boolean; onClose: () => void; params: SharedParams }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [title, setTitle] = useState('');
  const [days, setDays] = useState<number>(7);
  const create = useCreateShare();
  const revoke = useRevokeShare();
  const list = useShares(open);
  const created = create.data;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('roadAnalytics.share.title')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('roadAnalytics.share.hint')}
          </Typography>
          <TextField
            label={t('roadAnalytics.share.name')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            size="small"
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <TextField
            select
            label={t('roadAnalytics.share.expires')}
            value={days}
            onChange={(e) => setDays(Number(e.target.value))}
            size="small"
            slotProps={{ htmlInput: { 'data-testid': 'share-expiry' } }}
          >
            {EXPIRIES.map((d) => (
              <MenuItem key={d} value={d}>
                {t('roadAnalytics.share.days', { count: d })}
              </MenuItem>
            ))}
          </TextField>
          {create.isError && <Alert severity="error">{t('roadAnalytics.share.failed')}</Alert>}
          {created && (
            <Alert severity="success">
              {t('roadAnalytics.share.created')}
              <TextField
                fullWidth
                size="small"
                sx={{ mt: 1 }}
                value={linkOf(created)}
                slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'share-link' } }}
                onFocus={(e) => e.target.select()}
              />
            </Alert>
          )}
          <Typography variant="subtitle2">{t('roadAnalytics.share.mine')}</Typography>
          {list.data?.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('roadAnalytics.share.none')}
            </Typography>
          )}
          <List dense disablePadding data-testid="share-list">
            {list.data?.map((s) => (
              <ListItem
                key={s.uuid}
                data-testid="share-item"
                secondaryAction={
                  s.status === 'active' && (
                    <Tooltip title={t('roadAnalytics.share.revoke')}>
                      <IconButton
                        edge="end"
                        aria-label={t('roadAnalytics.share.revoke')}
                        onClick={() => revoke.mutate(s.uuid)}
                        data-testid="share-revoke"
                      >
                        <LinkOffOutlined />
                      </IconButton>
                    </Tooltip>
                  )
                }
              >
                <ListItemText
                  primary={s.title || t('roadAnalytics.share.untitled', { days: s.params.days })}
                  secondary={`${t(`roadAnalytics.share.status.${s.status}`)} · ${t('roadAnalytics.share.until', { at: f.dateTime(s.expires_at) })}`}
                />
              </ListItem>
            ))}
          </List>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('roadAnalytics.share.close')}</Button>
        <Button
          variant="contained"
          disabled={create.isPending}
          data-testid="share-create"
          onClick={() => create.mutate({ body: { view: 'traffic-stats', title, expires_in_days: days, ...params } })}
        >
          {t('roadAnalytics.share.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
