import { useState } from 'react';
import { Badge, Box, Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import Circle from '@mui/icons-material/Circle';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../shared/person-avatar.tsx';
import { useMockUser } from '../api/get-user.ts';
import { useUpdateUser } from '../api/update-user.ts';
import type { MockUser } from '../model.ts';

const STATUS_COLORS: Record<MockUser['status'], string> = { online: '#16a34a', away: '#f59e0b', busy: '#e11d48', 'not-visible': '#94a3b8' };

/** The template user's avatar and name; the menu sets their status. */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useMockUser().data;
  const update = useUpdateUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;
  return (
    <>
      <Button
        onClick={(e) => setAnchor(e.currentTarget)}
        color="inherit"
        sx={{ gap: 1, px: 1 }}
        aria-label={t('demoCommon.user.menu', { name: user.name })}
      >
        <Box sx={{ textAlign: 'right', display: { xs: 'none', md: 'block' }, lineHeight: 1.2 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {user.name}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {user.role}
          </Typography>
        </Box>
        <Badge
          overlap="circular"
          variant="dot"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          sx={{ '& .MuiBadge-badge': { bgcolor: STATUS_COLORS[user.status], boxShadow: '0 0 0 2px #fff' } }}
        >
          <PersonAvatar name={user.name} src={user.avatar} size={34} />
        </Badge>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <Box sx={{ px: 2, py: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {user.name}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        {(Object.keys(STATUS_COLORS) as MockUser['status'][]).map((status) => (
          <MenuItem
            key={status}
            selected={user.status === status}
            onClick={() => {
              update.mutate({ status });
              setAnchor(null);
            }}
          >
            <ListItemIcon>
              <Circle sx={{ fontSize: 12, color: STATUS_COLORS[status] }} />
            </ListItemIcon>
            <ListItemText primary={t(`demoCommon.user.status.${status}`)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
