import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Junction } from '@roadlens/contract/junctions';
import { useFormat } from '../../../lib/format/index.ts';
import { useJunctionAnalysis } from '../api/junctions-api.ts';
import { HourChart } from './hour-chart.tsx';
import { LosBadge } from './los-badge.tsx';

const lowSx = { color: 'text.disabled', fontStyle: 'italic' } as const;

/** One junction on one day: approaches with level of service, the turn-ratio matrix, and the same per hour. */
export function JunctionAnalysis({ junction, initialDate }: { junction: Junction; initialDate: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [date, setDate] = useState(initialDate);
  const [hour, setHour] = useState<number | null>(null);
  const q = useJunctionAnalysis(junction.id, date);
  const armName = (p: number) => junction.arms.find((a) => a.position === p)?.name ?? String(p);
  const view = q.data ? (hour == null ? q.data : q.data.hours.find((h) => h.hour === hour)) : undefined;
  return (
    <Stack sx={{ gap: 2 }} data-testid="junction-analysis">
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2" sx={{ flex: 1, minWidth: 160 }}>
          {junction.name}
        </Typography>
        <TextField
          type="date"
          size="small"
          label={t('junction.date')}
          value={date}
          onChange={(e) => {
            setDate(e.target.value);
            setHour(null);
          }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'junction-date' } }}
        />
      </Stack>
      {q.isPending ? (
        <CircularProgress aria-label={t('junction.loading')} />
      ) : q.isError ? (
        <Alert severity="error">{t('junction.loadError')}</Alert>
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" sx={{ alignItems: 'center', mb: 1, gap: 1 }}>
              <Typography variant="subtitle1" sx={{ flex: 1 }}>
                {t('junction.byHour')}
              </Typography>
              <Chip
                size="small"
                color={hour == null ? 'primary' : 'default'}
                label={hour == null ? t('junction.allDay') : t('junction.hourLabel', { hour: String(hour).padStart(2, '0') })}
                data-testid="junction-period"
              />
              {hour != null && (
                <Button size="small" onClick={() => setHour(null)}>
                  {t('junction.allDay')}
                </Button>
              )}
            </Stack>
            {q.data.hours.length === 0 ? (
              <Typography color="text.secondary">{t('junction.noPasses')}</Typography>
            ) : (
              <HourChart hours={q.data.hours} selected={hour} onSelect={setHour} />
            )}
          </Paper>
          <Typography variant="body2" color="text.secondary">
            {t('junction.lowNote', { n: q.data.low_sample_below, minutes: q.data.max_minutes })}
          </Typography>
          {view && (
            <>
              <TableContainer component={Paper} variant="outlined">
                <Table size="small" aria-label={t('junction.approaches')} data-testid="approaches-table">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('junction.approach')}</TableCell>
                      <TableCell align="right">{t('junction.vehicles')}</TableCell>
                      <TableCell align="right">{t('junction.travelTime')}</TableCell>
                      <TableCell align="right">{t('junction.delay')}</TableCell>
                      <TableCell align="center">{t('junction.los')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {view.approaches.map((a) => (
                      <TableRow key={a.position} data-testid="approach-row" data-low={a.low_sample}>
                        <TableCell>
                          {armName(a.position)}
                          {a.low_sample && a.n > 0 && (
                            <Chip size="small" variant="outlined" sx={{ ml: 1, borderStyle: 'dashed' }} label={t('junction.lowSample')} />
                          )}
                        </TableCell>
                        <TableCell align="right">{f.number(a.n)}</TableCell>
                        <TableCell align="right" sx={a.low_sample ? lowSx : undefined}>
                          {a.travel_time_s == null ? '—' : f.seconds(a.travel_time_s)}
                        </TableCell>
                        <TableCell align="right" sx={a.low_sample ? lowSx : undefined}>
                          {a.delay_s == null ? '—' : f.seconds(a.delay_s)}
                        </TableCell>
                        <TableCell align="center">
                          <LosBadge los={a.los} low={a.low_sample} label={t('junction.losLabel', { los: a.los ?? '', n: a.n })} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              <Typography variant="subtitle1">{t('junction.turns')}</Typography>
              <TableContainer component={Paper} variant="outlined">
                <Table size="small" aria-label={t('junction.turns')} data-testid="turn-matrix">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('junction.fromTo')}</TableCell>
                      {junction.arms.map((a) => (
                        <TableCell key={a.position} align="right">
                          {a.name}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {junction.arms.map((from) => (
                      <TableRow key={from.position}>
                        <TableCell component="th" scope="row">
                          {from.name}
                        </TableCell>
                        {junction.arms.map((to) => {
                          const c = view.turns.find((x) => x.from === from.position && x.to === to.position);
                          return (
                            <TableCell
                              key={to.position}
                              align="right"
                              data-testid={`turn-${from.position}-${to.position}`}
                              data-n={c?.n ?? 0}
                              sx={c?.low_sample ? { ...lowSx, borderBottomStyle: 'dashed' } : undefined}
                            >
                              {c?.share == null ? (
                                '—'
                              ) : (
                                <>
                                  <Box component="span" sx={{ fontWeight: c.low_sample ? 400 : 600 }}>
                                    {f.number(c.share * 100, 1)} %
                                  </Box>
                                  <Box component="span" sx={{ color: 'text.secondary', ml: 0.5 }}>
                                    n={f.number(c.n)}
                                  </Box>
                                </>
                              )}
                            </TableCell>
                          );
                        })}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
