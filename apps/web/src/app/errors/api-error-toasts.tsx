import { useEffect } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Box } from '@mui/material';
import { onApiEvent } from '../../lib/api-client.ts';
import { endSession } from '../../lib/session/session-context.tsx';
import { afterSignOutUrl, catalogueFor } from './error-catalogue.ts';

/** Turns the HTTP layer's events into the error catalogue's toasts and the 401 sign-out (core §8). */
export function ApiErrorToasts() {
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation();
  useEffect(
    () =>
      onApiEvent((e) => {
        const action = catalogueFor(e);
        if (!action) return;
        if (action.kind === 'sign-out') {
          void endSession().then(() => {
            const target = afterSignOutUrl(window.location.pathname);
            if (target) window.location.assign(target);
            else window.location.reload();
          });
          return;
        }
        enqueueSnackbar(
          <Box>
            <Box component="strong" sx={{ display: 'block' }}>{t(action.title)}</Box>
            <span>{t(action.message)}</span>
          </Box>,
          { variant: action.variant, persist: action.persist, preventDuplicate: true },
        );
      }),
    [enqueueSnackbar, t],
  );
  return null;
}
