import { Alert, Box, Button, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useSearchParams } from '../../lib/search-params.ts';
import { useTranslation } from 'react-i18next';
import { useGrids } from './api/grids-api.ts';
import { OdView } from './components/od-view.tsx';

/**
 * /dashboard/ods — origin/destination studies: the trips between the zones of one grid by time of
 * day, as a matrix and a flow map. `?grid=` picks the grid (the first one otherwise).
 */
export function OdsPage() {
  const { t } = useTranslation();
  const list = useGrids();
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('grid') ?? 0);
  const grid = list.data?.find((g) => g.id === wanted) ?? list.data?.[0];
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }} data-testid="ods-page">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ typography: { xs: 'h5', sm: 'h4' }, flex: 1, minWidth: 200 }}>
          {t('gridsArea.odTitle')}
        </Typography>
        {grid && (
          <TextField
            select
            size="small"
            label={t('gridsArea.grid')}
            value={grid.id}
            onChange={(e) =>
              setParams((prev) => {
                const next = new URLSearchParams(prev);
                next.set('grid', String(e.target.value));
                return next;
              })
            }
            sx={{ minWidth: 220, maxWidth: '100%' }}
            slotProps={{ htmlInput: { 'data-testid': 'ods-grid' } }}
          >
            {list.data!.map((g) => (
              <MenuItem key={g.id} value={g.id}>
                {g.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      {list.isPending ? (
        <CircularProgress aria-label={t('gridsArea.loading')} />
      ) : list.isError ? (
        <Alert severity="error">{t('gridsArea.loadError')}</Alert>
      ) : !grid ? (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/dashboard/grids">
              {t('gridsArea.title')}
            </Button>
          }
        >
          {t('gridsArea.odNoGrids')}
        </Alert>
      ) : (
        <OdView key={grid.id} gridId={grid.id} grid={grid} />
      )}
    </Box>
  );
}
