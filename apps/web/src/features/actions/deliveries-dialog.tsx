import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Action } from '@roadlens/contract/actions';
import { useFormat } from '../../lib/format/index.ts';
import { useDeliveries } from './api/actions.ts';

const COLORS = { pending: 'warning', delivered: 'success', failed: 'error' } as const;

/** An action's delivery log: each delivery with every attempt's response code (or error). */
export function DeliveriesDialog({ action, onClose }: { action: Action; onClose: () => void }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const q = useDeliveries(action.id);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="deliveries">
      <DialogTitle>{t('actionsArea.log.title', { name: action.name })}</DialogTitle>
      <DialogContent>
        {q.data?.results.length === 0 && <Typography color="text.secondary">{t('actionsArea.log.empty')}</Typography>}
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('actionsArea.log.created')}</TableCell>
                <TableCell>{t('actionsArea.log.status')}</TableCell>
                <TableCell>{t('actionsArea.log.attempts')}</TableCell>
                <TableCell>{t('actionsArea.log.responses')}</TableCell>
                <TableCell>{t('actionsArea.log.next')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {q.data?.results.map((d) => (
                <TableRow key={d.id} data-testid="delivery-row">
                  <TableCell>
                    {dateTime(d.created_at)}
                    {d.test ? ` (${t('actionsArea.log.test')})` : ''}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" color={COLORS[d.status]} label={t(`actionsArea.log.statuses.${d.status}`)} />
                  </TableCell>
                  <TableCell>{d.attempts}</TableCell>
                  <TableCell>{d.log.map((a) => a.status_code ?? (a.error ? a.error : (a.detail ?? 'OK'))).join(' · ')}</TableCell>
                  <TableCell>{d.next_attempt_at ? dateTime(d.next_attempt_at) : '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actionsArea.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
