import { Link as MuiLink, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Link } from '@roadlens/contract';
import { delayVsFreeFlow, unusualDelay } from '@roadlens/traffic/definitions';
import { toSpeedUnit, type SpeedUnit } from '../../../components/map/speed.ts';
import { useFormat } from '../../../lib/format/index.ts';
import { LowConfidenceChip, TrustedValue } from '../../../components/charts/trusted-value.tsx';

/** Travel times: seconds under 2 minutes, else minutes with one decimal. */
export function useDuration() {
  const { t } = useTranslation();
  const { number } = useFormat();
  return (s: number | null | undefined) =>
    s === null || s === undefined
      ? '—'
      : Math.abs(s) < 120
        ? t('liveMap.seconds', { value: Math.round(s) })
        : t('liveMap.minutes', { value: number(s / 60, 1) });
}

/**
 * Current values of one link: travel time, speed, typical, free flow, both delays, samples. Values
 * measured now carry their sample count and are greyed and labelled when they rest on too few.
 */
export function LinkPopupContent({ link, unit }: { link: Link; unit: SpeedUnit }) {
  const { t } = useTranslation();
  const fmt = useDuration();
  const { number, speedLabel } = useFormat();
  const c = link.current;
  const tt = c?.travel_time_s ?? null;
  const typical = c?.typical_s ?? null;
  const free = c?.free_flow_s ?? link.free_flow_s;
  // The measured values (and the delays taken from them) rest on the interval's samples.
  const measured = (text: string) => <TrustedValue text={text === '—' ? null : text} samples={c?.count} confidence={c?.confidence} />;
  const rows: [string, React.ReactNode][] = [
    [t('liveMap.travelTime'), measured(fmt(tt))],
    [t('liveMap.speed'), measured(c?.speed_kmh != null ? `${number(toSpeedUnit(c.speed_kmh, unit))} ${speedLabel}` : '—')],
    [t('liveMap.typical'), fmt(typical)],
    [t('liveMap.freeFlow'), fmt(free)],
    [t('liveMap.delayFreeFlow'), measured(fmt(c?.delay_s ?? delayVsFreeFlow(tt, free)))],
    [t('liveMap.delayTypical'), measured(fmt(c?.unusual_delay_s ?? unusualDelay(tt, typical)))],
    [t('liveMap.samples'), String(c?.count ?? 0)],
  ];
  return (
    <div data-testid="link-popup">
      <Typography variant="subtitle2">{link.name}</Typography>
      {tt !== null && <LowConfidenceChip samples={c?.count} confidence={c?.confidence} />}
      <Table size="small">
        <TableBody>
          {rows.map(([k, v]) => (
            <TableRow key={k}>
              <TableCell sx={{ px: 0.5, py: 0.25 }}>{k}</TableCell>
              <TableCell sx={{ px: 0.5, py: 0.25 }} align="right">
                {v}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <MuiLink component={RouterLink} to={`/dashboard/links/${link.id}`} variant="caption">
        {t('liveMap.open')}
      </MuiLink>
    </div>
  );
}
