import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../shared/person-avatar.tsx';
import { useChatProfile } from '../api/get-profile.ts';
import { PanelHeader } from './panel-header.tsx';

/** The signed-in user's chat profile. */
export function ProfilePanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const profile = useChatProfile();
  const p = profile.data;
  return (
    <Box role="region" aria-label={t('demoChat.profile')}>
      <PanelHeader title={t('demoChat.profile')} closeLabel={t('demoChat.close')} onClose={onClose} />
      {!p ? (
        <Stack spacing={2} sx={{ p: 3, alignItems: 'center' }}>
          <Skeleton variant="circular" width={120} height={120} />
          <Skeleton width="60%" />
        </Stack>
      ) : (
        <Stack spacing={3} sx={{ p: 3 }}>
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <PersonAvatar name={p.name} src={p.avatar} size={120} />
            <Typography variant="h6" component="h3">
              {p.name}
            </Typography>
          </Stack>
          <Box>
            <Typography variant="caption" color="text.secondary">
              {t('demoChat.fields.email')}
            </Typography>
            <Typography>{p.email}</Typography>
          </Box>
          <Box>
            <Typography variant="caption" color="text.secondary">
              {t('demoChat.fields.about')}
            </Typography>
            <Typography>{p.about}</Typography>
          </Box>
        </Stack>
      )}
    </Box>
  );
}
