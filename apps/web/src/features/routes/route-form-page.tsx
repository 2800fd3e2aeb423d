import { useState } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  CircularProgress,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RouteCreate } from '@roadlens/contract/links';
import { ApiError } from '../../lib/api-client.ts';
import { useRoute } from './api/get-route.ts';
import { useLinkOptions } from './api/link-options.ts';
import { useSaveRoute, type RouteDraft } from './api/save-route.ts';
import { gaps, move, nextOptions } from './route-chain.ts';

/** dashboard/routes/new and dashboard/routes/:id/edit: a name and an ordered chain of links. */
export function RouteFormPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id) || null;
  const route = useRoute(id ?? 0);
  if (id && route.isPending) return <CircularProgress sx={{ m: 4 }} />;
  if (id && !route.data)
    return (
      <Box sx={{ p: 3 }} data-testid="not-found">
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to="/dashboard/routes">
              {t('routesArea.backToList')}
            </Button>
          }
        >
          {`${t('routesArea.notFound')} ${t('routesArea.notFoundHint')}`}
        </Alert>
      </Box>
    );
  return <RouteForm id={id} initial={route.data ? { name: route.data.name, link_ids: route.data.link_ids } : { name: '', link_ids: [] }} />;
}

function RouteForm({ id, initial }: { id: number | null; initial: RouteDraft }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const links = useLinkOptions();
  const save = useSaveRoute(id);
  const [draft, setDraft] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const byId = new Map((links.data ?? []).map((l) => [l.id, l]));
  const broken = new Set(gaps(draft.link_ids, byId));

  const parsed = RouteCreate.safeParse(draft);
  const clientErrors: Record<string, string> = {};
  if (!parsed.success) for (const i of parsed.error.issues) clientErrors[String(i.path[0])] ??= t(`routesForm.errors.${String(i.path[0])}`);
  const error = (f: string) => serverErrors[f]?.join(' ') ?? (submitted ? clientErrors[f] : undefined);
  const update = (patch: Partial<RouteDraft>) => (setDraft((d) => ({ ...d, ...patch })), setServerErrors({}));

  const submit = async () => {
    setSubmitted(true);
    if (!parsed.success) return;
    try {
      const saved = await save.mutateAsync(parsed.data);
      void navigate(`/dashboard/routes/${saved.id}`);
    } catch (e) {
      setServerErrors(e instanceof ApiError ? e.fieldErrors : {});
    }
  };
  const options = nextOptions(draft.link_ids, links.data ?? []);

  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 760 }}>
      <Typography variant="h5" sx={{ mb: 2 }}>
        {id ? t('routesForm.editTitle') : t('routesForm.createTitle')}
      </Typography>
      <Paper
        component="form"
        noValidate
        onSubmit={(e) => (e.preventDefault(), void submit())}
        sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <TextField
          label={t('routesForm.name')}
          name="name"
          value={draft.name}
          onChange={(e) => update({ name: e.target.value })}
          error={!!error('name')}
          helperText={error('name')}
          required
        />
        <Autocomplete
          options={options}
          loading={links.isPending}
          value={null}
          blurOnSelect
          groupBy={(o) => (o.continues ? t('routesForm.continues') : t('routesForm.otherLinks'))}
          getOptionLabel={(o) => o.link.name}
          getOptionKey={(o) => o.link.id}
          onChange={(_, o) => o && update({ link_ids: [...draft.link_ids, o.link.id] })}
          renderInput={(p) => (
            <TextField
              {...p}
              label={t('routesForm.addLink')}
              name="add-link"
              error={!!error('link_ids')}
              helperText={error('link_ids') ?? t('routesForm.addHint')}
            />
          )}
        />
        {draft.link_ids.length === 0 ? (
          <Alert severity="info">{t('routesForm.empty')}</Alert>
        ) : (
          <List dense data-testid="route-links" sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            {draft.link_ids.map((lid, i) => (
              <ListItem
                key={lid}
                divider={i < draft.link_ids.length - 1}
                secondaryAction={
                  <Stack direction="row">
                    <Tooltip title={t('routesForm.up')}>
                      <span>
                        <IconButton
                          size="small"
                          aria-label={t('routesForm.up')}
                          disabled={i === 0}
                          onClick={() => update({ link_ids: move(draft.link_ids, i, -1) })}
                        >
                          ↑
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={t('routesForm.down')}>
                      <span>
                        <IconButton
                          size="small"
                          aria-label={t('routesForm.down')}
                          disabled={i === draft.link_ids.length - 1}
                          onClick={() => update({ link_ids: move(draft.link_ids, i, 1) })}
                        >
                          ↓
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={t('routesForm.remove')}>
                      <IconButton
                        size="small"
                        aria-label={t('routesForm.remove')}
                        onClick={() => update({ link_ids: draft.link_ids.filter((x) => x !== lid) })}
                      >
                        ✕
                      </IconButton>
                    </Tooltip>
                  </Stack>
                }
              >
                <ListItemText
                  primary={`${i + 1}. ${byId.get(lid)?.name ?? `#${lid}`}`}
                  secondary={broken.has(i) ? t('routesForm.gap') : undefined}
                  slotProps={{ secondary: { color: 'warning.main' } }}
                />
              </ListItem>
            ))}
          </List>
        )}
        {save.isError && !Object.keys(serverErrors).length && <Alert severity="error">{t('routesForm.failed')}</Alert>}
        <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={id ? `/dashboard/routes/${id}` : '/dashboard/routes'}>
            {t('routesForm.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('routesForm.save')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
