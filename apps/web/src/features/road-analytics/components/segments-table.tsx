import { useState } from 'react';
import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RoadAnalyticsSegment } from '@roadlens/contract/road-analytics';
import { useFormat } from '../../../lib/format/index.ts';

const PAGE_SIZE = 10;

/** Congestion index bands: 1.5 and over is heavy, 1.2 and over is moderate. */
export const ciColor = (ci: number | null) => (ci === null ? 'default' : ci >= 1.5 ? 'error' : ci >= 1.2 ? 'warning' : 'success');

/** The segments ranked worst first (as the server orders them), ten to a page. */
export function SegmentsTable({ segments, term }: { segments: RoadAnalyticsSegment[]; term: (key: string) => string }) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const [page, setPage] = useState(0);
  const num = (v: number | null, digits: number) =>
    v === null ? '—' : new Intl.NumberFormat(i18n.language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(v);
  const rows = segments.slice(page * PAGE_SIZE, page * PAGE_SIZE + PAGE_SIZE);
  return (
    <>
      <TableContainer>
        <Table size="small" data-testid="road-analytics-table">
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>{t('roadAnalytics.segment')}</TableCell>
              <TableCell align="right">{t('roadAnalytics.avgSpeed')}</TableCell>
              <TableCell align="right">{t('roadAnalytics.freeFlowSpeed')}</TableCell>
              <TableCell align="right">{t('roadAnalytics.ci')}</TableCell>
              <TableCell align="right">{t('roadAnalytics.avgDelay', { delay: term('navigation.terms.delay') })}</TableCell>
              <TableCell align="right">{t('roadAnalytics.delayVehH', { delay: term('navigation.terms.delay') })}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((s, i) => (
              <TableRow key={s.link_id} data-testid="road-analytics-row">
                <TableCell>{page * PAGE_SIZE + i + 1}</TableCell>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {s.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {[s.provider_segment, f.distance(s.length_m)].filter(Boolean).join(' · ')}
                  </Typography>
                </TableCell>
                <TableCell align="right" data-testid="row-speed">
                  {f.speed(s.avg_speed_kmh) || '—'}
                </TableCell>
                <TableCell align="right">{f.speed(s.free_flow_speed_kmh) || '—'}</TableCell>
                <TableCell align="right">
                  <Chip size="small" color={ciColor(s.congestion_index)} label={num(s.congestion_index, 2)} data-testid="row-ci" />
                </TableCell>
                <TableCell align="right">
                  {s.avg_delay_s === null ? '—' : t('roadAnalytics.seconds', { value: num(s.avg_delay_s, 0) })}
                </TableCell>
                <TableCell align="right">{num(s.delay_veh_h_per_day, 1)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {segments.length > PAGE_SIZE && (
        <TablePagination
          component="div"
          count={segments.length}
          page={page}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_, p) => setPage(p)}
          labelDisplayedRows={({ from, to, count }) => t('roadAnalytics.rows', { from, to, count })}
        />
      )}
    </>
  );
}
