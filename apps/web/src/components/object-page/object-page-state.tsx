import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';

/** An object's page (a link's, route's or sensor's) while the object loads. */
export function ObjectPageLoading() {
  return (
    <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
      <CircularProgress />
    </Box>
  );
}

/**
 * An object's page without its object: not found (no such id, or another company's, which answers 404 as well) or
 * not loaded (any other error), with the way back to the list. `texts` names the area's keys: `backToList`,
 * `notFound`, `notFoundHint` and `loadError` under it.
 */
export function ObjectPageMissing({ id, error, listTo, texts }: { id: number; error: unknown; listTo: string; texts: string }) {
  const { t } = useTranslation();
  const notFound = !(id > 0) || (error instanceof ApiError && error.status === 404);
  return (
    <Box sx={{ p: 3 }} data-testid={notFound ? 'not-found' : 'load-error'}>
      <Alert
        severity={notFound ? 'warning' : 'error'}
        action={
          <Button component={RouterLink} to={listTo}>
            {t(`${texts}.backToList`)}
          </Button>
        }
      >
        {notFound ? `${t(`${texts}.notFound`)} ${t(`${texts}.notFoundHint`)}` : t(`${texts}.loadError`)}
      </Alert>
    </Box>
  );
}
