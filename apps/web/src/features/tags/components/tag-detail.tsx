import {
  Alert,
  Box,
  CircularProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format/index.ts';
import { useTag } from '../api/tags-api.ts';

const duration = (s: number) =>
  s >= 3600 ? `${Math.floor(s / 3600)} h ${Math.round((s % 3600) / 60)} min` : s >= 60 ? `${Math.round(s / 60)} min` : `${Math.round(s)} s`;

/** Where a known device has been: per sensor (visits, dwell, last seen) and its trips over links. */
export function TagDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [days, setDays] = useState(7);
  const q = useTag(id, days);
  if (q.isPending)
    return (
      <Box sx={{ p: 2 }}>
        <CircularProgress aria-label={t('tags.loading')} />
      </Box>
    );
  if (q.isError) return <Alert severity="error">{t('tags.loadError')}</Alert>;
  const d = q.data;
  return (
    <Box data-testid="tag-detail">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {d.name}
        </Typography>
        <TextField
          select
          size="small"
          label={t('tags.period')}
          value={days}
          onChange={(e) => setDays(Number(e.target.value))}
          sx={{ minWidth: 140 }}
        >
          {[1, 7, 30].map((n) => (
            <MenuItem key={n} value={n}>
              {t('tags.days', { count: n })}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {t('tags.sensors')}
      </Typography>
      {d.devices.length === 0 ? (
        <Typography color="text.secondary">{t('tags.notSeen')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="tag-devices">
            <TableHead>
              <TableRow>
                <TableCell>{t('tags.sensor')}</TableCell>
                <TableCell align="right">{t('tags.visits')}</TableCell>
                <TableCell align="right">{t('tags.dwell')}</TableCell>
                <TableCell>{t('tags.lastSeen')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {d.devices.map((x) => (
                <TableRow key={x.device_id}>
                  <TableCell>{x.name}</TableCell>
                  <TableCell align="right">{x.visits}</TableCell>
                  <TableCell align="right">{duration(x.dwell_s)}</TableCell>
                  <TableCell>{f.dateTime(x.last_seen)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {t('tags.trips')}
      </Typography>
      {d.trips.length === 0 ? (
        <Typography color="text.secondary">{t('tags.noTrips')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="tag-trips">
            <TableHead>
              <TableRow>
                <TableCell>{t('tags.link')}</TableCell>
                <TableCell>{t('tags.departure')}</TableCell>
                <TableCell align="right">{t('tags.travelTime')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {d.trips.map((x) => (
                <TableRow key={`${x.link_id}-${x.departure}`}>
                  <TableCell>{x.link_name}</TableCell>
                  <TableCell>{f.dateTime(x.departure)}</TableCell>
                  <TableCell align="right">
                    {duration(x.travel_time_s)}
                    {x.accepted ? '' : ` (${t('tags.rejected')})`}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
