import { Box, Card, Link, Typography } from '@mui/material';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../../shared/person-avatar.tsx';
import type { ProjectDashboard } from '../../model.ts';

export function TeamTab({ members }: { members: ProjectDashboard['teamMembers'] }) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('demoDashboards.project.tabs.team')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 3 }}
    >
      {members.map((m) => (
        <Card component="li" key={m.id} sx={{ borderRadius: 3, textAlign: 'center', display: 'flex', flexDirection: 'column' }}>
          <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, flex: 1 }}>
            <PersonAvatar name={m.name} src={m.avatar} size={88} />
            <Typography variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
              {m.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {m.title}
            </Typography>
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', borderTop: 1, borderColor: 'divider' }}>
            <Link
              href={`mailto:${m.email}`}
              underline="none"
              sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.75, py: 1.5, fontSize: 14 }}
            >
              <EmailOutlined fontSize="small" />
              {t('demoDashboards.project.email')}
            </Link>
            <Link
              href={`tel:${m.phone.replace(/\s+/g, '')}`}
              underline="none"
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 0.75,
                py: 1.5,
                fontSize: 14,
                borderLeft: 1,
                borderColor: 'divider',
              }}
            >
              <PhoneOutlined fontSize="small" />
              {t('demoDashboards.project.call')}
            </Link>
          </Box>
        </Card>
      ))}
    </Box>
  );
}
