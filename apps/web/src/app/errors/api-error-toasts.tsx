import { useEffect } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Box } from '@mui/material';
import { onApiEvent } from '../../lib/api-client.ts';
import { endSession } from '../../lib/session/session-context.tsx';
import { afterSignOutUrl, catalogueFor } from './error-catalogue.ts';

/** Turns the HTTP layer's events into the error catalogue's toasts, navigations and the 401 sign-out. */
export function ApiErrorToasts() {
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(
    () =>
      onApiEvent((e) => {
        // The release notice has its own listener at the root (release-notice.tsx).
        if (e.type === 'new-release') return;
        const action = catalogueFor(e, window.location.pathname);
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
          <Box data-testid="api-toast" data-variant={action.variant}>
            <Box component="strong" sx={{ display: 'block' }}>
              {t(action.title)}
            </Box>
            <span>{t(action.message)}</span>
          </Box>,
          // The key makes a burst of equal failures (a screen's parallel calls, a query retry) one toast.
          { variant: action.variant, persist: action.persist, preventDuplicate: true, key: action.title },
        );
        if (action.navigate) void navigate(action.navigate.to, { replace: true, state: { status: action.navigate.status } });
      }),
    [enqueueSnackbar, t, navigate],
  );
  return null;
}
