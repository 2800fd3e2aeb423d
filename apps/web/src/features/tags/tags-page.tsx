import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Box, Button, Card, CardActionArea, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format/index.ts';
import { useOptionalSession } from '../../lib/session/session-context.tsx';
import { useDeleteTag, useTags } from './api/tags-api.ts';
import { AddTagDialog } from './components/add-tag-dialog.tsx';
import { TagDetail } from './components/tag-detail.tsx';

/** /dashboard/tags — known devices (fleet vehicles, trucks): where each was last seen, and where it went. */
export function TagsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const canEdit = useOptionalSession()?.hasPermission('Platform|change_tags') ?? false;
  const list = useTags();
  const del = useDeleteTag();
  const [adding, setAdding] = useState(false);
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('tag') ?? 0);
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }} data-testid="tags-page">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          {t('tags.title')}
        </Typography>
        {canEdit && (
          <Button variant="contained" onClick={() => setAdding(true)} data-testid="tag-new">
            {t('tags.add')}
          </Button>
        )}
      </Stack>
      {list.isPending ? (
        <CircularProgress aria-label={t('tags.loading')} />
      ) : list.isError ? (
        <Alert severity="error">{t('tags.loadError')}</Alert>
      ) : list.data.length === 0 ? (
        <Alert severity="info">{t('tags.empty')}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 2fr)' } }}>
          <Stack sx={{ gap: 1 }}>
            {list.data.map((tag) => (
              <Card
                key={tag.id}
                variant="outlined"
                data-testid="tag-row"
                sx={{ borderColor: tag.id === selected ? 'primary.main' : undefined }}
              >
                <CardActionArea onClick={() => setParams({ tag: String(tag.id) })}>
                  <CardContent>
                    <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                      <Typography sx={{ flex: 1, fontWeight: 600, overflowWrap: 'anywhere' }}>{tag.name}</Typography>
                      <Chip size="small" variant="outlined" label={t(`tags.kind.${tag.kind}`)} />
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      {tag.last_seen
                        ? t('tags.seenAt', { when: f.dateTime(tag.last_seen), sensor: tag.last_device?.name ?? '' })
                        : t('tags.neverSeen')}
                    </Typography>
                  </CardContent>
                </CardActionArea>
                {canEdit && (
                  <Box sx={{ px: 1, pb: 1 }}>
                    <Button size="small" color="error" onClick={() => del.mutate({ params: { id: tag.id } })}>
                      {t('tags.delete')}
                    </Button>
                  </Box>
                )}
              </Card>
            ))}
          </Stack>
          <Box>{selected > 0 ? <TagDetail id={selected} /> : <Typography color="text.secondary">{t('tags.pick')}</Typography>}</Box>
        </Box>
      )}
      {adding && <AddTagDialog open onClose={() => setAdding(false)} />}
    </Box>
  );
}
