import { useState } from 'react';
import { Box, Card, Skeleton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { format, isToday, isYesterday } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../shared/empty-state.tsx';
import { useDateLocale } from '../shared/date-locale.ts';
import { useActivities } from './api/get-activities.ts';
import { ActivityItem } from './components/activity-item.tsx';
import { groupByDay } from './components/group-by-day.ts';

type Filter = 'all' | 'people' | 'system';

/** `/pages/activities`: everything that happened, by day, newest first. */
export function ActivitiesPage() {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const activities = useActivities();
  const [filter, setFilter] = useState<Filter>('all');
  const shown = (activities.data ?? []).filter((a) => filter === 'all' || (filter === 'people' ? Boolean(a.image) : !a.image));
  const dayLabel = (day: string) => {
    const d = new Date(`${day}T12:00:00`);
    return isToday(d) ? t('demoActivities.today') : isYesterday(d) ? t('demoActivities.yesterday') : format(d, 'PPPP', { locale });
  };
  return (
    <Box sx={{ p: { xs: 2, sm: 3, md: 5 }, maxWidth: 880, mx: 'auto' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 4 }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h4" component="h1">
            {t('demoActivities.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('demoActivities.subtitle')}</Typography>
        </Box>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filter}
          onChange={(_e, v: Filter | null) => v && setFilter(v)}
          aria-label={t('demoActivities.filter')}
        >
          {(['all', 'people', 'system'] as const).map((f) => (
            <ToggleButton key={f} value={f}>
              {t(`demoActivities.filters.${f}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {activities.isPending && [1, 2, 3].map((i) => <Skeleton key={i} variant="rounded" height={120} sx={{ mb: 2 }} />)}
      {activities.data && shown.length === 0 && <EmptyState icon={<HistoryOutlined />} title={t('demoActivities.empty')} />}
      {groupByDay(shown).map(({ day, items }) => (
        <Card key={day} component="section" aria-label={dayLabel(day)} sx={{ p: { xs: 2, sm: 3 }, mb: 3, borderRadius: 3 }}>
          <Typography variant="overline" component="h2" sx={{ color: 'text.secondary', display: 'block', mb: 2 }}>
            {dayLabel(day)}
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((a, i) => (
              <ActivityItem key={a.id} activity={a} last={i === items.length - 1} />
            ))}
          </Box>
        </Card>
      ))}
    </Box>
  );
}
