import { Suspense, useCallback, useEffect, useState } from 'react';
import { Alert, AlertTitle, Box, Button, LinearProgress, useMediaQuery } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useOptionalSession, type Session } from '../../lib/session/session-context.tsx';
import { storage } from '../../lib/storage.ts';
import { useNavigation } from '../navigation/use-navigation.ts';
import { ApiErrorToasts } from '../errors/api-error-toasts.tsx';
import { ConfirmationProvider } from '../../components/confirmation/confirmation.tsx';
import { useLiveNotifications, useUnreadCount } from '../../features/notifications/index.ts';
import { NavigationDrawer } from './navigation-drawer.tsx';
import { SIDE_NAV_QUERY } from './layout-sizes.ts';
import { TopBar } from './top-bar.tsx';
import { AnonymousLayout } from './anonymous-layout.tsx';
import { RightPanel, type RightPanelView } from './right-panel.tsx';
import { helpUrlFor } from './route-handle.ts';
import { onHelpRequest, openHelp } from './help-events.ts';
import { HELP, helpAddress } from './help-pages.ts';
import { setPortTerminology } from '../../lib/port-terminology.ts';

/**
 * The main layout: left navigation, top bar, right panel, and the shell services
 * (error toasts, confirmation dialog). Without a session (only public pages such as /home get
 * here; the route guards decide) it renders the anonymous variant.
 */
export function MainLayout() {
  const session = useOptionalSession();
  return (
    <ConfirmationProvider>
      <ApiErrorToasts />
      {session ? <SignedInLayout session={session} /> : <AnonymousLayout />}
    </ConfirmationProvider>
  );
}

function SignedInLayout({ session }: { session: Session }) {
  const { t, i18n } = useTranslation();
  const { me, permissions } = session;
  // Set during render, before the pages below translate their texts, so a port company's terms apply on the first paint.
  const isPort = me.company.application_type === 1;
  setPortTerminology(isPort);
  // Set again after every commit: when the layout remounts, the old instance's cleanup runs after
  // the new one rendered, and would otherwise leave the terms off until the next render.
  useEffect(() => {
    setPortTerminology(isPort);
    return () => setPortTerminology(false);
  }, [isPort]);
  const side = useMediaQuery(SIDE_NAV_QUERY);
  const location = useLocation();
  const matches = useMatches();
  const items = useNavigation(me, permissions);
  const [dense, setDense] = useState(() => storage.get('navAppearance') === 'dense');
  const [navOpen, setNavOpen] = useState(false);
  const [panel, setPanel] = useState<RightPanelView>(null);
  const unread = useUnreadCount();
  useLiveNotifications(true);
  const routeHelp = helpUrlFor(matches, location.hash);
  const helpUrl = routeHelp && helpAddress(routeHelp, i18n.language);

  // Over mode: the menu and the aside close on navigation.
  useEffect(() => {
    if (!side) {
      setNavOpen(false);
      setPanel(null);
    }
  }, [location.pathname, side]);
  // A service (a page's help link, a guided step) can open the panel too.
  useEffect(() => onHelpRequest((url) => setPanel({ kind: 'help', url: helpAddress(url, i18n.language) })), [i18n]);

  // Stable, so the memoised menu does not render again with every render of the layout.
  const toggleDense = useCallback(() => {
    setDense(!dense);
    storage.set('navAppearance', dense ? 'default' : 'dense');
  }, [dense]);
  const closeNav = useCallback(() => setNavOpen(false), []);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {/* The navigation shows only while the signed-in marker is stored. */}
      {storage.get('accessToken') !== null && (
        <NavigationDrawer me={me} items={items} dense={dense} onToggleDense={toggleDense} side={side} open={navOpen} onClose={closeNav} />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar
          me={me}
          legacyUrl={session.legacyUrl}
          unreadCount={unread.data ?? 0}
          helpUrl={helpUrl}
          showMenuButton={!side}
          onMenu={() => setNavOpen(true)}
          onBell={() => setPanel((p) => (p?.kind === 'notifications' ? null : { kind: 'notifications' }))}
          onHelp={() => helpUrl && setPanel({ kind: 'help', url: helpUrl })}
        />
        {me.group === null && (
          <Alert
            severity="warning"
            sx={{ m: 2 }}
            data-testid="no-role"
            action={
              <Button color="inherit" size="small" onClick={() => openHelp(HELP.roles)}>
                {t('layout.noRole.learnMore')}
              </Button>
            }
          >
            <AlertTitle>{t('layout.noRole.title')}</AlertTitle>
            {t('layout.noRole.message')}
          </Alert>
        )}
        <Box component="main" sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
          {/* Pages load on first use: the shell stays while one arrives. */}
          <Suspense fallback={<LinearProgress aria-label="loading" />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
      <RightPanel view={panel} onClose={() => setPanel(null)} timeZone={me.time_zone} />
    </Box>
  );
}
