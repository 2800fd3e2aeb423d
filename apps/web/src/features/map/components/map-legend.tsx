import { Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DEVICE_STATUS_COLORS, type DeviceStatus } from '../../../components/map/device-status.ts';
import { NO_DATA_COLOR, sortBands, type SpeedColor } from '../../../components/map/speed.ts';
import { useFormat } from '../../../lib/format/index.ts';

const Swatch = ({ color, round }: { color: string; round?: boolean }) => (
  <Box
    sx={{
      width: 16,
      height: round ? 12 : 4,
      borderRadius: round ? '50%' : 1,
      bgcolor: color,
      flexShrink: 0,
      ...(round ? { width: 12 } : {}),
    }}
  />
);

/** Speed bands of the company and the sensor status colours. */
export function MapLegend({ bands, unitLabel }: { bands: SpeedColor[]; unitLabel: string }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const sorted = sortBands(bands);
  return (
    <Paper sx={{ p: 1.5, minWidth: 160 }} data-testid="map-legend">
      <Typography variant="subtitle2" gutterBottom>
        {t('liveMap.legend', { unit: unitLabel })}
      </Typography>
      <Stack sx={{ gap: 0.5 }}>
        {sorted.map((b, i) => (
          <Stack key={i} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <Swatch color={b.color} />
            <Typography variant="caption">
              {b.upto !== null
                ? t('liveMap.upTo', { value: number(b.upto) })
                : t('liveMap.above', { value: number(sorted[i - 1]?.upto ?? 0) })}
            </Typography>
          </Stack>
        ))}
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Swatch color={NO_DATA_COLOR} />
          <Typography variant="caption">{t('liveMap.noData')}</Typography>
        </Stack>
        {(Object.keys(DEVICE_STATUS_COLORS) as DeviceStatus[]).map((s) => (
          <Stack key={s} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <Swatch color={DEVICE_STATUS_COLORS[s]} round />
            <Typography variant="caption">{t(`liveMap.status.${s}`)}</Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
