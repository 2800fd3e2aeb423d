import { Box, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BUILD_TIME, RELEASE } from '../../lib/build-info.ts';

/** The logo; its tooltip shows the release and build time. */
export function Logo({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('layout.logoTooltip', { release: RELEASE, buildTime: BUILD_TIME })}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, height: 64 }} data-testid="logo">
        <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32 }} />
        {!compact && <Typography variant="h6">{t('app.name')}</Typography>}
      </Box>
    </Tooltip>
  );
}
