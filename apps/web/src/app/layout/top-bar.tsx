import { AppBar, Badge, Box, Breadcrumbs, IconButton, Link, Toolbar, Tooltip, Typography, useMediaQuery } from '@mui/material';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import HistoryEduOutlined from '@mui/icons-material/HistoryEduOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useMatches, useNavigate } from 'react-router';
import type { Me } from '@roadlens/contract/profile';
import { breadcrumbKey } from '../navigation/terminology.ts';
import { termKey } from '../../lib/terminology.ts';
import { crumbsFor } from './route-handle.ts';
import { UserMenu } from './user-menu.tsx';

interface Props {
  me: Me;
  /** The old UI's address (LEGACY_URL); null hides the switch, as there is nothing to switch to. */
  legacyUrl: string | null;
  unreadCount: number;
  helpUrl: string | null;
  showMenuButton: boolean;
  onMenu: () => void;
  onBell: () => void;
  onHelp: () => void;
}

/** Only road analytics (data types exactly [7]) has no legacy version. */
export const isRoadAnalyticsOnly = (dataTypes: number[]) => dataTypes.length > 0 && dataTypes.every((d) => d === 7);

/** The top bar. */
export function TopBar({ me, legacyUrl, unreadCount, helpUrl, showMenuButton, onMenu, onBell, onHelp }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const wide = useMediaQuery('(min-width:600px)');
  const isPort = me.company.application_type === 1;
  const crumbs = crumbsFor(matches).map((c) => ({ ...c, title: t(termKey(breadcrumbKey(c.title), isPort)) }));
  const pageTitle = crumbs.at(-1)?.title;
  // The tab's title names the page, in the user's language and terms.
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${t('app.name')}` : t('app.name');
  }, [pageTitle, t]);
  const openLegacy = () =>
    legacyUrl && window.open(`${legacyUrl}${location.pathname}${location.search}${location.hash}`, '_blank', 'noopener');
  return (
    <AppBar position="sticky" color="inherit" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        {showMenuButton && (
          <IconButton edge="start" onClick={onMenu} aria-label={t('layout.nav.open')}>
            <MenuOutlined />
          </IconButton>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {wide && crumbs.length > 0 && (
            <Breadcrumbs aria-label={t('layout.breadcrumb')} data-testid="breadcrumb">
              {crumbs.map((c, i) =>
                i === crumbs.length - 1 ? (
                  <Typography key={c.href} color="text.primary">
                    {c.title}
                  </Typography>
                ) : (
                  <Link key={c.href} component={RouterLink} to={c.href} underline="hover" color="inherit">
                    {c.title}
                  </Link>
                ),
              )}
            </Breadcrumbs>
          )}
        </Box>
        {legacyUrl && !isRoadAnalyticsOnly(me.company.data_types) && (
          <Tooltip title={t('layout.topBar.legacy')}>
            <IconButton onClick={openLegacy} aria-label={t('layout.topBar.legacy')}>
              <HistoryEduOutlined />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title={t('layout.topBar.help')}>
          <span>
            <IconButton onClick={onHelp} disabled={!helpUrl} aria-label={t('layout.topBar.help')}>
              <HelpOutlineOutlined />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('layout.topBar.notifications')}>
          <IconButton onClick={onBell} aria-label={t('layout.topBar.notifications')} data-testid="bell">
            <Badge badgeContent={unreadCount} color="error" invisible={unreadCount <= 0} data-testid="bell-badge" max={99}>
              <NotificationsOutlined />
            </Badge>
          </IconButton>
        </Tooltip>
        <Tooltip title={t('layout.topBar.signOut')}>
          <IconButton onClick={() => navigate('/auth/sign-out')} aria-label={t('layout.topBar.signOut')}>
            <LogoutOutlined />
          </IconButton>
        </Tooltip>
        <UserMenu me={me} />
      </Toolbar>
    </AppBar>
  );
}
