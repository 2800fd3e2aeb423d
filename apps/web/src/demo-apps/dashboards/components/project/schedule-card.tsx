import { useState } from 'react';
import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import AccessTime from '@mui/icons-material/AccessTime';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { useTranslation } from 'react-i18next';
import type { ProjectDashboard } from '../../model.ts';
import { DashboardCard } from '../dashboard-card.tsx';
import { Segmented } from '../segmented.tsx';

export function ScheduleCard({ data }: { data: ProjectDashboard['schedule'] }) {
  const { t } = useTranslation();
  const [day, setDay] = useState<'today' | 'tomorrow'>('today');
  return (
    <DashboardCard
      title={t('demoDashboards.project.schedule')}
      action={
        <Segmented
          value={day}
          onChange={setDay}
          label={t('demoDashboards.project.schedule')}
          options={[
            { value: 'today', label: t('demoDashboards.project.today') },
            { value: 'tomorrow', label: t('demoDashboards.project.tomorrow') },
          ]}
        />
      }
      sx={{ gridColumn: { sm: 'span 2', lg: 'span 2' } }}
    >
      <List disablePadding aria-label={t(`demoDashboards.project.${day}`)}>
        {data[day].map((item) => (
          <ListItem key={item.title} divider sx={{ px: 0 }}>
            <ListItemText
              primary={item.title}
              secondary={
                <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 0.5 }}>
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                    <AccessTime sx={{ fontSize: 16 }} />
                    {item.time ?? t('demoDashboards.project.allDay')}
                  </Box>
                  {item.location && (
                    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                      <PlaceOutlined sx={{ fontSize: 16 }} />
                      {item.location}
                    </Box>
                  )}
                </Box>
              }
            />
          </ListItem>
        ))}
      </List>
      {data[day].length === 0 && <Typography sx={{ color: 'text.secondary' }}>{t('demoDashboards.project.nothingPlanned')}</Typography>}
    </DashboardCard>
  );
}
