import { Chip, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Activity } from '@roadlens/contract/activities';
import { useFormat } from '../../../lib/format/index.ts';
import { TIMING_COLORS } from '../port-options.ts';

/** The known trucks' visits of the day: turn time against the appointment window, and where each stands. */
export function PortVisitsTable({ visits }: { visits: Activity[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (visits.length === 0) return <Typography color="text.secondary">{t('terminal.port.noVisits')}</Typography>;
  const time = (iso: string) => f.dateTime(iso);
  return (
    <Table size="small" data-testid="port-visits">
      <TableHead>
        <TableRow>
          <TableCell>{t('terminal.port.truck')}</TableCell>
          <TableCell>{t('terminal.port.rendezvous')}</TableCell>
          <TableCell>{t('terminal.port.window')}</TableCell>
          <TableCell>{t('terminal.port.gateIn')}</TableCell>
          <TableCell>{t('terminal.port.gateOut')}</TableCell>
          <TableCell align="right">{t('terminal.port.turnTime')}</TableCell>
          <TableCell>{t('terminal.port.arrival')}</TableCell>
          <TableCell>{t('terminal.port.status')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {visits.map((v) => (
          <TableRow key={v.id} data-testid="port-visit">
            <TableCell>
              <Link component={RouterLink} to={`/dashboard/activity/${v.id}/info`}>
                {v.tag_name}
              </Link>
            </TableCell>
            <TableCell>{v.rendezvous_number ?? '—'}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {v.window_start && v.window_end ? `${time(v.window_start)} – ${time(v.window_end)}` : '—'}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{time(v.gate_in_at)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{time(v.gate_out_at)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {t('terminal.port.minutes', { value: f.number(v.turn_time_s / 60) })}
            </TableCell>
            <TableCell>
              {v.arrival ? (
                <Chip
                  size="small"
                  label={t(`terminal.port.timing.${v.arrival}`)}
                  sx={{ bgcolor: TIMING_COLORS[v.arrival], color: '#fff' }}
                />
              ) : (
                '—'
              )}
            </TableCell>
            <TableCell>{t(`terminal.port.statuses.${v.status}`)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
