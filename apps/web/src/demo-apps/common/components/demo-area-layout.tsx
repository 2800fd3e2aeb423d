import { useEffect, useState } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { startTemplateMock } from '../../../mocks/start.ts';
import { RouteFallback } from '../../shared/route-fallback.tsx';
import { DemoToolbar } from './demo-toolbar.tsx';

/** The template areas' back end starts with the first template page opened, before its calls go out. */
function useTemplateMock(): boolean {
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    startTemplateMock().then(
      () => live && setReady(true),
      (err: unknown) => live && setError(err),
    );
    return () => {
      live = false;
    };
  }, []);
  if (error) throw error;
  return ready;
}

/**
 * Wraps every template area: a slim bar with the template toolbar (search, shortcuts, messages,
 * notifications, template user — all answered by the in-browser mock), above the area's page.
 * The product's own top bar keeps the real notifications; this bar is only for the template areas.
 */
export function DemoAreaLayout() {
  const { t } = useTranslation();
  const ready = useTemplateMock();
  if (!ready) return <RouteFallback />;
  return (
    <Box>
      <Paper
        variant="outlined"
        data-testid="demo-toolbar"
        square
        sx={{ display: 'flex', alignItems: 'center', px: 1.5, py: 0.25, gap: 1, borderLeft: 0, borderRight: 0, borderTop: 0 }}
      >
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
          {t('demoCommon.toolbarCaption')}
        </Typography>
        <DemoToolbar />
      </Paper>
      <Outlet />
    </Box>
  );
}
