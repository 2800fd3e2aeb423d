import { Box, Paper, Typography } from '@mui/material';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DemoToolbar } from './demo-toolbar.tsx';

/**
 * Wraps every template area: a slim bar with the template toolbar (search, shortcuts, messages,
 * notifications, template user — all answered by the in-browser mock), above the area's page.
 * The product's own top bar keeps the real notifications; this bar is only for the template areas.
 */
export function DemoAreaLayout() {
  const { t } = useTranslation();
  return (
    <Box>
      <Paper variant="outlined" data-testid="demo-toolbar" square sx={{ display: 'flex', alignItems: 'center', px: 1.5, py: 0.25, gap: 1, borderLeft: 0, borderRight: 0, borderTop: 0 }}>
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
          {t('demoCommon.toolbarCaption')}
        </Typography>
        <DemoToolbar />
      </Paper>
      <Outlet />
    </Box>
  );
}
