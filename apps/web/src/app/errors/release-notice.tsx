import { useEffect } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Box } from '@mui/material';
import { announcedRelease, onApiEvent } from '../../lib/api-client.ts';
import { catalogueFor } from './error-catalogue.ts';

/**
 * The sticky "New Update Available." notice, on every screen (sign-in included). Mounted at the
 * root and told of a release seen before it mounted, so the start-up calls (the session check
 * that runs before any screen) count like every later one.
 */
export function ReleaseNotice() {
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation();
  useEffect(() => {
    const show = (release: string) => {
      const action = catalogueFor({ type: 'new-release', release });
      if (action?.kind !== 'toast') return;
      enqueueSnackbar(
        <Box data-testid="api-toast" data-variant={action.variant}>
          <Box component="strong" sx={{ display: 'block' }}>
            {t(action.title)}
          </Box>
          <span>{t(action.message)}</span>
        </Box>,
        { variant: action.variant, persist: action.persist, preventDuplicate: true, key: action.title },
      );
    };
    const off = onApiEvent((e) => {
      if (e.type === 'new-release') show(e.release);
    });
    const seen = announcedRelease();
    if (seen) show(seen);
    return off;
  }, [enqueueSnackbar, t]);
  return null;
}
