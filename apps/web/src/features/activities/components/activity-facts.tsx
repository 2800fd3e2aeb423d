import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Activity } from '@roadlens/contract/activities';
import { useFormat } from '../../../lib/format/index.ts';

/** The visit as the sensors saw it, against the truck's appointment. */
export function ActivityFacts({ activity: a }: { activity: Activity }) {
  const { t } = useTranslation();
  const f = useFormat();
  const minutes = (s: number) => t('activities.minutes', { value: f.number(s / 60, 0) });
  const rows: Array<[string, ReactNode, string]> = [
    ['terminal', a.terminal_name, 'activity-terminal'],
    ['truck', a.tag_name, 'activity-truck'],
    ['rendezvous', a.rendezvous_number ?? t('activities.noAppointment'), 'activity-rendezvous'],
    [
      'window',
      a.window_start && a.window_end ? `${f.dateTime(a.window_start)} – ${f.dateTime(a.window_end)}` : t('activities.noAppointment'),
      'activity-window',
    ],
    ['arrivalTiming', a.arrival ? t(`activities.arrival.${a.arrival}`) : '—', 'activity-arrival'],
    ['arrived', f.dateTime(a.arrived_at), 'activity-arrived'],
    ['gateIn', f.dateTime(a.gate_in_at), 'activity-gate-in'],
    ['yard', a.yard_at ? f.dateTime(a.yard_at) : t('activities.notSeen'), 'activity-yard'],
    ['gateOut', f.dateTime(a.gate_out_at), 'activity-gate-out'],
    ['gateWait', minutes(a.gate_wait_s), 'activity-gate-wait'],
    ['turnTime', minutes(a.turn_time_s), 'activity-turn-time'],
  ];
  return (
    <Table size="small" data-testid="activity-facts">
      <TableBody>
        {rows.map(([key, value, testId]) => (
          <TableRow key={key}>
            <TableCell component="th" scope="row" sx={{ width: { xs: '45%', sm: '35%' }, color: 'text.secondary' }}>
              {t(`activities.${key}`)}
            </TableCell>
            <TableCell data-testid={testId} sx={{ overflowWrap: 'anywhere' }}>
              {value}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
