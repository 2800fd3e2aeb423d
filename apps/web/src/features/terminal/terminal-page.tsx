import { useMemo } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/session-context.tsx';
import { useFormat } from '../../lib/format/index.ts';
import { useTerm } from '../../lib/terminology.ts';
import { useLiveTerminal, useTerminalLinks, useTerminalRoutes, useTerminalSigns } from './api/terminal-data.ts';
import { TerminalTile } from './components/terminal-tile.tsx';
import { SignTile } from './components/sign-tile.tsx';
import { PortPanels } from './components/port-panels.tsx';
import { latestInterval, tileColor } from './tile-values.ts';
import { bandsInUnit } from '../../components/map/speed.ts';

const PORT = 1;

/**
 * /dashboard/terminal — the wall display a terminal user is kept on: every route, then
 * every link of the company with its current figures, coloured by the company's speed bands and
 * refreshed live from the event stream. Read only.
 */
export function TerminalPage() {
  const { t } = useTranslation();
  const { me, hasPermission } = useSession();
  const f = useFormat();
  const isPort = me.company.application_type === PORT;
  const term = useTerm(isPort);
  const routes = useTerminalRoutes();
  const links = useTerminalLinks();
  const signs = useTerminalSigns(hasPermission('Platform|view_signs'));
  const live = useLiveTerminal();
  // The company's speed bands, as on the map; a company without bands gets neutral tiles.
  const bands = bandsInUnit(me.company.speed_colors, f.speedUnit);
  const items = useMemo(
    () => [
      ...(routes.data ?? []).map((r) => ({ key: `r${r.id}`, kind: 'route' as const, name: r.name, current: r.current })),
      ...(links.data ?? []).map((l) => ({ key: `l${l.id}`, kind: 'link' as const, name: l.name, current: l.current })),
    ],
    [routes.data, links.data],
  );

  if (routes.isPending || links.isPending)
    return (
      <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress aria-label={t('terminal.loading')} />
      </Box>
    );
  if (routes.isError || links.isError)
    return (
      <Box sx={{ p: 3 }}>
        <Alert
          severity="error"
          action={<Button onClick={() => void Promise.all([routes.refetch(), links.refetch()])}>{t('terminal.retry')}</Button>}
        >
          {t('terminal.loadError')}
        </Alert>
      </Box>
    );
  const updated = Math.max(routes.dataUpdatedAt, links.dataUpdatedAt);
  const newest = latestInterval(items);
  return (
    <Box sx={{ p: { xs: 1, sm: 2, md: 3 } }} data-testid="terminal-page">
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mb: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h4" component="h1">
            {t(isPort ? 'terminal.port.title' : 'terminal.title')}
          </Typography>
          <Typography color="text.secondary" data-testid="terminal-updated">
            {t('terminal.updated', { when: f.dateTime(new Date(updated)) })}
            {newest ? ` · ${t('terminal.interval', { when: f.dateTime(newest) })}` : ''}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <Chip
            color={live ? 'success' : 'default'}
            variant={live ? 'filled' : 'outlined'}
            label={t(live ? 'terminal.live' : 'terminal.offline')}
            data-testid="terminal-live"
          />
          {typeof document !== 'undefined' && document.fullscreenEnabled && (
            <Button startIcon={<FullscreenIcon />} onClick={() => void document.documentElement.requestFullscreen()}>
              {t('terminal.fullscreen')}
            </Button>
          )}
        </Stack>
      </Stack>
      {isPort && hasPermission('Platform|view_activities') && <PortPanels />}
      {(signs.data?.length ?? 0) > 0 && (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 1, md: 2 },
            mb: { xs: 1, md: 2 },
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' },
          }}
          data-testid="terminal-signs"
        >
          {signs.data?.map((s) => (
            <SignTile key={s.id} sign={s} />
          ))}
        </Box>
      )}
      {items.length === 0 ? (
        <Alert severity="info">{t('terminal.empty')}</Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 1, md: 2 },
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' },
          }}
        >
          {items.map((i) => (
            <TerminalTile
              key={i.key}
              name={i.name}
              kind={i.kind}
              current={i.current}
              color={tileColor(i.current, f.speedUnit, bands)}
              term={term}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
