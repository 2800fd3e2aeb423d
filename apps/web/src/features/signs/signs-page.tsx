import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useOptionalSession } from '../../lib/session/session-context.tsx';
import { useSigns } from './api/signs-api.ts';
import { SignCard } from './components/sign-card.tsx';
import { SignFormDialog } from './components/sign-form-dialog.tsx';

/**
 * /dashboard/signs — variable message signs: a preview of what each shows now and over the last
 * 24 hours, its message log, and (with change_signs) editing and operator overrides.
 */
export function SignsPage() {
  const { t } = useTranslation();
  const canEdit = useOptionalSession()?.hasPermission('Platform|change_signs') ?? false;
  const list = useSigns();
  const [creating, setCreating] = useState(false);
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }} data-testid="signs-page">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          {t('signs.title')}
        </Typography>
        {canEdit && (
          <Button variant="contained" onClick={() => setCreating(true)} data-testid="sign-new">
            {t('signs.new')}
          </Button>
        )}
      </Stack>
      {list.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label={t('signs.loading')} />
        </Box>
      ) : list.isError ? (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t('signs.retry')}</Button>}>
          {t('signs.loadError')}
        </Alert>
      ) : list.data.length === 0 ? (
        <Alert severity="info">{t('signs.empty')}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {list.data.map((s) => (
            <SignCard key={s.id} sign={s} canEdit={canEdit} />
          ))}
        </Box>
      )}
      {creating && <SignFormDialog sign={null} open onClose={() => setCreating(false)} />}
    </Box>
  );
}
