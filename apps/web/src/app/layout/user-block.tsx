import { Avatar, Box, Typography } from '@mui/material';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { useTranslation } from 'react-i18next';
import type { Me } from '@roadlens/contract/profile';

/** Default navigation appearance: avatar (or a default icon), username, e-mail, role, company, time zone. */
export function UserBlock({ me }: { me: Me }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', p: 2, gap: 0.25 }}
      data-testid="user-block"
    >
      <Avatar src={me.image ?? undefined} alt={me.auth_user.username} sx={{ width: 72, height: 72, mb: 1 }}>
        <PersonOutlined fontSize="large" />
      </Avatar>
      <Typography variant="subtitle1" noWrap sx={{ maxWidth: '100%' }}>
        {me.auth_user.username}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap sx={{ maxWidth: '100%' }}>
        {me.auth_user.email}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {me.group?.name ?? t('layout.user.noRole')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {me.company.name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {me.time_zone}
      </Typography>
    </Box>
  );
}
