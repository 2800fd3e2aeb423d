import { useMemo, useState } from 'react';
import { Box, MenuItem, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { InsightResult } from '@roadlens/contract/insight';
import { EChart } from '../../../components/charts/echart.tsx';
import { useFormat } from '../../../lib/format/index.ts';

const LOW = '#9e9e9e';

/**
 * Time-of-day profile of one item and weekday: the period's hourly median travel time beside the
 * typical one of the weeks before, trips as bars. Hours without data are gaps; low-confidence
 * hours are grey points.
 */
export function ProfileChart({ result }: { result: InsightResult }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [itemIdx, setItemIdx] = useState(0);
  const item = result.items[Math.min(itemIdx, result.items.length - 1)];
  const days = [...new Set(item.periods[0].profile.map((p) => p.day))];
  // Until a day is picked: the first weekday the period has trips on (a Friday-to-Saturday period opens on
  // Friday, not on an empty Monday).
  const firstWithTrips = days.find((d) => item.periods[0].profile.some((p) => p.day === d && p.samples > 0)) ?? days[0];
  const [day, setDay] = useState<number | null>(null);
  const shownDay = day !== null && days.includes(day) ? day : firstWithTrips;

  const option = useMemo(() => {
    const hours = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}`);
    const series: object[] = [];
    item.periods.forEach((p, i) => {
      const pts = p.profile.filter((x) => x.day === shownDay);
      const name = t(i === 0 ? 'insight.periodA' : 'insight.periodB');
      series.push({
        name,
        type: 'line',
        connectNulls: false,
        symbolSize: 7,
        lineStyle: i === 1 ? { width: 2 } : { width: 2.5 },
        data: pts.map((x) => ({
          value: x.travel_time_s,
          samples: x.samples,
          itemStyle: x.low_confidence ? { color: LOW, borderColor: LOW } : undefined,
        })),
      });
      if (i === 0) {
        series.push({
          name: t('insight.typical'),
          type: 'line',
          connectNulls: false,
          symbol: 'none',
          lineStyle: { type: 'dashed', width: 2 },
          data: pts.map((x) => x.typical_s),
        });
      }
      series.push({
        name: `${t('insight.samples')} (${name})`,
        type: 'bar',
        yAxisIndex: 1,
        barMaxWidth: 10,
        itemStyle: { opacity: 0.35 },
        data: pts.map((x) => x.samples),
      });
    });
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0, type: 'scroll' },
      grid: { left: 56, right: 48, top: 48, bottom: 32 },
      xAxis: { type: 'category', data: hours, name: t('insight.hour') },
      yAxis: [
        { type: 'value', name: `${t('insight.travelTime')} (${f.secondsLabel})`, scale: true },
        { type: 'value', name: t('insight.samples'), splitLine: { show: false } },
      ],
      series,
    };
  }, [item, shownDay, t, f.secondsLabel]);

  return (
    <Box data-testid="insight-profile">
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle1">{t('insight.profile')}</Typography>
        {result.items.length > 1 && (
          <TextField select size="small" value={itemIdx} onChange={(e) => setItemIdx(Number(e.target.value))} sx={{ minWidth: 180 }}>
            {result.items.map((it, i) => (
              <MenuItem key={i} value={i}>
                {it.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <ToggleButtonGroup
          size="small"
          color="primary"
          exclusive
          value={shownDay}
          onChange={(_, v: number | null) => v && setDay(v)}
          sx={{ flexWrap: 'wrap' }}
        >
          {days.map((d) => (
            <ToggleButton key={d} value={d} data-testid={`insight-profile-day-${d}`}>
              {t(`insight.day.${d}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('insight.profileHint')}
      </Typography>
      <EChart option={option} height={320} testId="insight-profile-chart" />
    </Box>
  );
}
