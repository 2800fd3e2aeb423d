import { useState } from 'react';
import { Avatar, Divider, IconButton, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Me } from '@roadlens/contract/profile';
import { changeLanguage, LANGUAGES } from '../../lib/i18n.ts';

/** The user menu: Signed in as, Settings, language switch, Sign out. */
export function UserMenu({ me }: { me: Me }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-label={t('layout.user.menu')} data-testid="user-menu-button">
        <Avatar src={me.image ?? undefined} alt={me.auth_user.username} sx={{ width: 32, height: 32 }}>
          {me.auth_user.username.slice(0, 1).toUpperCase()}
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem disabled sx={{ flexDirection: 'column', alignItems: 'flex-start', opacity: '1 !important' }}>
          <Typography variant="caption">{t('layout.user.signedInAs')}</Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {me.auth_user.email}
          </Typography>
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            navigate('/dashboard/settings');
          }}
        >
          <ListItemIcon>
            <SettingsOutlined fontSize="small" />
          </ListItemIcon>
          {t('layout.user.settings')}
        </MenuItem>
        <Divider />
        {LANGUAGES.map((l) => (
          <MenuItem
            key={l.code}
            onClick={() => {
              close();
              void changeLanguage(l.code);
            }}
            data-testid={`language-${l.code}`}
          >
            <ListItemIcon>
              {i18n.language === l.code ? <CheckOutlined fontSize="small" /> : <TranslateOutlined fontSize="small" />}
            </ListItemIcon>
            {l.label}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            navigate('/auth/sign-out');
          }}
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          {t('layout.user.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
