import { Box, Chip, List, ListItemButton, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MonitoredRoute } from '@roadlens/contract/route-monitoring';
import { LOW_CONFIDENCE } from '@roadlens/traffic/definitions';
import { useFormat } from '../../../lib/format/index.ts';
import { delayColor } from '../delay-color.ts';

/** The routes with their live figures; estimated totals and low confidence are said, not hidden. */
export function RouteList({
  routes,
  selected,
  onSelect,
}: {
  routes: MonitoredRoute[];
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const s = (v: number | null | undefined) => (v == null ? '—' : f.seconds(v));
  const signed = (v: number | null | undefined) => (v == null ? '—' : `${v > 0 ? '+' : ''}${f.seconds(v)}`);
  return (
    <List dense disablePadding data-testid="route-monitoring-list">
      {routes.map((r) => {
        const c = r.current;
        const low = !c || c.travel_time_s == null || c.confidence < LOW_CONFIDENCE;
        return (
          <ListItemButton
            key={r.id}
            selected={r.id === selected}
            onClick={() => onSelect(r.id)}
            divider
            sx={{ display: 'block' }}
            data-testid={`route-row-${r.id}`}
          >
            <Stack sx={{ gap: 1, alignItems: 'center' }} direction="row">
              <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: delayColor(c), flex: 'none' }} />
              <Typography variant="subtitle2" sx={{ flex: 1 }} noWrap>
                {r.name}
              </Typography>
              <Typography
                variant="subtitle2"
                data-testid="route-travel-time"
                sx={low ? { color: 'text.disabled', fontStyle: 'italic' } : undefined}
              >
                {s(c?.travel_time_s)}
              </Typography>
            </Stack>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', columnGap: 1.5, mt: 0.5 }}>
              <Typography variant="caption">
                {t('routeMonitoring.typical')}: {s(c?.typical_s)}
              </Typography>
              <Typography variant="caption">
                {t('routeMonitoring.freeFlow')}: {s(c?.free_flow_s)}
              </Typography>
              <Typography variant="caption">
                {t('routeMonitoring.delay')}: {s(c?.delay_s)}
              </Typography>
              <Typography variant="caption">
                {t('routeMonitoring.unusualDelay')}: {signed(c?.unusual_delay_s)}
              </Typography>
              <Typography variant="caption" data-testid="route-coverage">
                {t('routeMonitoring.coverage')}: {f.number((c?.coverage ?? 0) * 100)} %
              </Typography>
              <Typography variant="caption" data-testid="route-confidence">
                {t('routeMonitoring.confidence')}: {f.number((c?.confidence ?? 0) * 100)} %
              </Typography>
              <Typography variant="caption">
                {t('routeMonitoring.samples')}: {f.number(c?.count ?? 0)}
              </Typography>
              <Typography variant="caption">{f.distance(r.length_m)}</Typography>
            </Box>
            <Stack direction="row" sx={{ mt: 0.5, gap: 0.5, flexWrap: 'wrap' }}>
              {c?.estimated && (
                <Tooltip title={t('routeMonitoring.estimatedHint')}>
                  <Chip
                    size="small"
                    color="warning"
                    variant="outlined"
                    data-testid="route-estimated"
                    label={t('routeMonitoring.estimated', { links: c.estimated_links.map((l) => l.name).join(', ') })}
                  />
                </Tooltip>
              )}
              {c && c.travel_time_s != null && c.confidence < LOW_CONFIDENCE && (
                <Chip size="small" variant="outlined" label={t('routeMonitoring.lowConfidence')} data-testid="route-low-confidence" />
              )}
              {(!c || c.travel_time_s == null) && <Chip size="small" variant="outlined" label={t('routeMonitoring.noValue')} />}
            </Stack>
          </ListItemButton>
        );
      })}
    </List>
  );
}
