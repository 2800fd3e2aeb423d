import { Box, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { OdCell, OdMatrix } from '@roadlens/contract/grids';
import { useGridFormat } from '../format.ts';

const sticky = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

/**
 * Origins down, destinations across. A cell shows trips, then the median travel time and the
 * share of the origin's trips. A suppressed cell shows only "< k": never a number, so no single
 * vehicle can be followed. On a phone the table scrolls sideways with the origin column fixed.
 */
export function OdMatrixTable({ od }: { od: OdMatrix }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const g = useGridFormat();
  const cells = new Map(od.cells.map((c) => [`${c.origin}-${c.destination}`, c]));
  const max = Math.max(1, ...od.cells.map((c) => c.trips ?? 0));
  const suppressedText = t('gridsArea.od.suppressed', { k: od.min_trips });

  const cell = (c: OdCell | undefined, origin: number, destination: number) => {
    const testId = `od-cell-${origin}-${destination}`;
    if (origin === destination)
      return (
        <TableCell
          key={destination}
          align="center"
          data-testid={testId}
          sx={{ color: 'text.disabled' }}
          aria-label={t('gridsArea.od.same')}
        >
          —
        </TableCell>
      );
    if (!c || c.suppressed)
      return (
        <TableCell key={destination} align="center" data-testid={testId} data-suppressed="true" sx={{ color: 'text.secondary' }}>
          <Tooltip title={t('gridsArea.od.suppressedHint', { k: od.min_trips })}>
            <span>{suppressedText}</span>
          </Tooltip>
        </TableCell>
      );
    return (
      <TableCell
        key={destination}
        align="center"
        data-testid={testId}
        sx={{ bgcolor: alpha(theme.palette.primary.main, 0.06 + 0.34 * ((c.trips ?? 0) / max)) }}
      >
        <Typography component="div" sx={{ fontWeight: 600 }} data-testid="od-trips">
          {g.number(c.trips)}
        </Typography>
        <Typography component="div" variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          <span data-testid="od-median">{g.duration(c.median_s)}</span> · <span data-testid="od-share">{g.share(c.share)}</span>
        </Typography>
      </TableCell>
    );
  };

  return (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="od-matrix">
      <Table size="small" sx={{ minWidth: 160 + od.zones.length * 110 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...sticky, minWidth: 120 }}>{t('gridsArea.od.fromTo')}</TableCell>
            {od.zones.map((z) => (
              <TableCell key={z.id} align="center" sx={{ fontWeight: 600, minWidth: 110, maxWidth: 180 }}>
                {z.name}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {t('gridsArea.od.out')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {od.zones.map((o) => (
            <TableRow key={o.id} data-testid="od-row">
              <TableCell
                component="th"
                scope="row"
                sx={{ ...sticky, fontWeight: 600, maxWidth: { xs: 130, sm: 220 }, overflowWrap: 'break-word' }}
              >
                {o.name}
              </TableCell>
              {od.zones.map((d) => cell(cells.get(`${o.id}-${d.id}`), o.id, d.id))}
              <TableCell align="right" data-testid={`od-out-${o.id}`}>
                {g.number(o.trips_out)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ ...sticky, fontWeight: 600 }}>
              {t('gridsArea.od.in')}
            </TableCell>
            {od.zones.map((d) => (
              <TableCell key={d.id} align="center" data-testid={`od-in-${d.id}`}>
                {g.number(d.trips_in)}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="od-total">
              {g.number(od.total_trips)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
