import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { GridSummary, ZoneSummary } from '@roadlens/contract/grids';
import { DEVICE_STATUS_COLORS } from '../../../components/map/device-status.ts';
import { useGridFormat } from '../format.ts';
import { zoneColor } from '../zones.ts';

const STATUSES = ['online', 'silent', 'offline'] as const;

/** Per zone: how its sensors are doing now and the travel times on the links inside it over the period. */
export function ZoneSummaries({ summary }: { summary: { isPending: boolean; isError: boolean; data?: GridSummary } }) {
  const { t } = useTranslation();
  if (summary.isPending) return <CircularProgress aria-label={t('gridsArea.loading')} />;
  if (summary.isError || !summary.data) return <Alert severity="error">{t('gridsArea.summary.loadError')}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {summary.data.zones.map((z, i) => (
        <ZoneCard key={z.zone_id} zone={z} color={zoneColor(i)} />
      ))}
    </Box>
  );
}

function ZoneCard({ zone, color }: { zone: ZoneSummary; color: string }) {
  const { t } = useTranslation();
  const g = useGridFormat();
  return (
    <Card variant="outlined" data-testid="zone-summary" data-zone={zone.zone_id} sx={{ borderLeft: 6, borderLeftColor: color }}>
      <CardContent>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} component="h3">
          {zone.name}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', my: 1 }} aria-label={t('gridsArea.summary.health')}>
          {STATUSES.map((s) => (
            <Chip
              key={s}
              size="small"
              variant="outlined"
              data-testid={`health-${s}`}
              sx={{ borderColor: DEVICE_STATUS_COLORS[s], color: 'text.primary' }}
              icon={<Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: DEVICE_STATUS_COLORS[s], ml: 1 }} />}
              label={t(`gridsArea.summary.${s}`, { count: zone.health[s] })}
            />
          ))}
          <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }} data-testid="health-total">
            {t('gridsArea.summary.sensors', { count: zone.health.total })}
          </Typography>
        </Stack>
        <Typography variant="body2" data-testid="zone-travel">
          {zone.travel_time.trips
            ? t('gridsArea.summary.travel', {
                trips: g.number(zone.travel_time.trips),
                index: zone.travel_time.median_index === null ? '—' : g.number(zone.travel_time.median_index, 2),
              })
            : t('gridsArea.summary.noTravel')}
        </Typography>
        {zone.links.length > 0 && (
          <Box sx={{ overflowX: 'auto', mt: 1 }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('gridsArea.summary.link')}</TableCell>
                  <TableCell align="right">{t('gridsArea.summary.trips')}</TableCell>
                  <TableCell align="right">{t('gridsArea.summary.median')}</TableCell>
                  <TableCell align="right">{t('gridsArea.summary.freeFlow')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {zone.links.map((l) => (
                  <TableRow key={l.id}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{l.name}</TableCell>
                    <TableCell align="right">{g.number(l.trips)}</TableCell>
                    <TableCell align="right">{g.duration(l.median_s)}</TableCell>
                    <TableCell align="right">{g.duration(l.free_flow_s)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
