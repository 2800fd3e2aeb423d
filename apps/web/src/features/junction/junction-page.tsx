import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Box, Button, Card, CardActionArea, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useOptionalSession } from '../../lib/session/session-context.tsx';
import { useDeleteJunction, useJunctions } from './api/junctions-api.ts';
import { CreateJunctionDialog } from './components/create-junction-dialog.tsx';
import { JunctionAnalysis } from './components/junction-analysis.tsx';

/** Today in the browser's zone as YYYY-MM-DD (the server reads the day in the company's zone). */
const today = () => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** /dashboard/junction — junctions over the company's sensors: level of service per approach and turn ratios. */
export function JunctionPage() {
  const { t } = useTranslation();
  const canEdit = useOptionalSession()?.hasPermission('Platform|change_links') ?? false;
  const list = useJunctions();
  const del = useDeleteJunction();
  const [adding, setAdding] = useState(false);
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get('junction') ?? 0) || list.data?.[0]?.id || 0;
  const selected = list.data?.find((j) => j.id === selectedId);
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }} data-testid="junction-page">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          {t('junction.title')}
        </Typography>
        {canEdit && (
          <Button variant="contained" onClick={() => setAdding(true)} data-testid="junction-new">
            {t('junction.add')}
          </Button>
        )}
      </Stack>
      {list.isPending ? (
        <CircularProgress aria-label={t('junction.loading')} />
      ) : list.isError ? (
        <Alert severity="error">{t('junction.loadError')}</Alert>
      ) : list.data.length === 0 ? (
        <Alert severity="info">{t('junction.empty')}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 3fr)' } }}>
          <Stack sx={{ gap: 1 }}>
            {list.data.map((j) => (
              <Card
                key={j.id}
                variant="outlined"
                data-testid="junction-row"
                sx={{ borderColor: j.id === selectedId ? 'primary.main' : undefined }}
              >
                <CardActionArea onClick={() => setParams({ junction: String(j.id) })}>
                  <CardContent>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{j.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('junction.armCount', { count: j.arms.length })}
                    </Typography>
                  </CardContent>
                </CardActionArea>
                {canEdit && (
                  <Box sx={{ px: 1, pb: 1 }}>
                    <Button size="small" color="error" onClick={() => del.mutate({ params: { id: j.id } })}>
                      {t('junction.delete')}
                    </Button>
                  </Box>
                )}
              </Card>
            ))}
          </Stack>
          <Box sx={{ minWidth: 0 }}>
            {selected ? (
              <JunctionAnalysis key={selected.id} junction={selected} initialDate={today()} />
            ) : (
              <Typography color="text.secondary">{t('junction.pick')}</Typography>
            )}
          </Box>
        </Box>
      )}
      {adding && (
        <CreateJunctionDialog
          onClose={() => setAdding(false)}
          onCreated={(id) => {
            setAdding(false);
            setParams({ junction: String(id) });
          }}
        />
      )}
    </Box>
  );
}
