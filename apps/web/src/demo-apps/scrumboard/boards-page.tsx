import { AvatarGroup, Box, Card, CardActionArea, Skeleton, Typography } from '@mui/material';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import { formatDistanceToNow } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../shared/empty-state.tsx';
import { PersonAvatar } from '../shared/person-avatar.tsx';
import { useDateLocale } from '../shared/date-locale.ts';
import { useBoards } from './api/get-boards.ts';
import { BoardIcon } from './components/board-icon.tsx';

/** `/apps/scrumboard`: every board with its members and last activity. */
export function BoardsPage() {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const boards = useBoards();
  return (
    <Box sx={{ p: { xs: 2, sm: 3, md: 5 }, maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ textAlign: 'center', mt: { md: 2 } }}>
        {t('demoScrumboard.boards.title')}
      </Typography>
      <Typography sx={{ textAlign: 'center', color: 'text.secondary', mb: 4 }}>{t('demoScrumboard.boards.subtitle')}</Typography>
      {boards.data?.length === 0 && <EmptyState icon={<ViewKanbanOutlined />} title={t('demoScrumboard.boards.empty')} />}
      <Box
        component="ul"
        aria-label={t('demoScrumboard.boards.title')}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 3 }}
      >
        {boards.isPending && [1, 2, 3].map((i) => <Skeleton key={i} variant="rounded" height={220} />)}
        {boards.data?.map((b) => (
          <Box component="li" key={b.id}>
            <Card sx={{ height: '100%', borderRadius: 3 }}>
              <CardActionArea
                component={Link}
                to={`/apps/scrumboard/${b.id}`}
                sx={{ height: '100%', p: 3, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5 }}
              >
                <Box
                  sx={{
                    width: 48,
                    height: 48,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    opacity: 0.9,
                  }}
                >
                  <BoardIcon name={b.icon} />
                </Box>
                <Typography variant="h6" component="h2">
                  {b.title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', flex: 1 }}>
                  {b.description}
                </Typography>
                <AvatarGroup max={5} sx={{ '& .MuiAvatar-root': { width: 30, height: 30, fontSize: 12 } }}>
                  {b.members.map((m) => (
                    <PersonAvatar key={m.id} name={m.name} src={m.avatar} size={30} />
                  ))}
                </AvatarGroup>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {t('demoScrumboard.boards.lastActivity', {
                    when: formatDistanceToNow(new Date(b.lastActivity), { addSuffix: true, locale }),
                  })}
                </Typography>
              </CardActionArea>
            </Card>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
