import { useDeferredValue, useState } from 'react';
import {
  Box,
  Button,
  Drawer,
  IconButton,
  InputAdornment,
  LinearProgress,
  Paper,
  Skeleton,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import Search from '@mui/icons-material/Search';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { EmptyState } from '../shared/empty-state.tsx';
import { useCreateTask } from './api/create-task.ts';
import { useTags } from './api/get-tags.ts';
import { useTasks } from './api/get-tasks.ts';
import { useReorderTasks } from './api/reorder-tasks.ts';
import { useSearchTasks } from './api/search-tasks.ts';
import { useUpdateTask } from './api/update-task.ts';
import { SearchResults } from './components/search-results.tsx';
import { TagsDialog, tagDialogTexts } from '../shared/manage-tags-dialog.tsx';
import { taskTagHooks } from './api/tag-hooks.ts';
import { TaskDetails } from './components/task-details.tsx';
import { TaskList } from './components/task-list.tsx';
import type { Task, TaskType } from './model.ts';

const PANEL_WIDTH = 440;

/** `/apps/tasks[/:id]`: the ordered list with search, drag and drop, and the open task's form. */
export function TasksPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const navigate = useNavigate();
  const { id } = useParams();
  const tasks = useTasks();
  const tags = useTags().data ?? [];
  const create = useCreateTask();
  const update = useUpdateTask();
  const reorder = useReorderTasks();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const search = useSearchTasks(deferred);
  const [tagsOpen, setTagsOpen] = useState(false);

  const all = tasks.data ?? [];
  const onlyTasks = all.filter((task) => task.type === 'task');
  const remaining = onlyTasks.filter((task) => !task.completed).length;
  const open = (task: Task) => void navigate(`/apps/tasks/${task.id}`);
  const toggle = (task: Task) => update.mutate({ id: task.id, task: { completed: !task.completed } });
  const add = (type: TaskType) => create.mutate(type, { onSuccess: (task) => void navigate(`/apps/tasks/${task.id}`) });
  const close = () => void navigate('/apps/tasks');
  const searching = deferred.length > 0;

  const details = id ? <TaskDetails key={id} id={id} onClose={close} /> : null;

  return (
    <Box sx={{ display: 'flex', minHeight: 'calc(100dvh - 64px)', bgcolor: 'background.default' }}>
      <Box sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3, md: 4 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography variant="h4" component="h1">
              {t('demoTasks.title')}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              {tasks.isPending ? '\u00a0' : t('demoTasks.remaining', { count: remaining, total: onlyTasks.length })}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Tooltip title={t('demoTasks.tags.title')}>
              <IconButton onClick={() => setTagsOpen(true)} aria-label={t('demoTasks.tags.title')}>
                <LocalOfferOutlined />
              </IconButton>
            </Tooltip>
            <Button variant="outlined" startIcon={<PlaylistAdd />} onClick={() => add('section')} disabled={create.isPending}>
              {t('demoTasks.addSection')}
            </Button>
            <Button variant="contained" startIcon={<Add />} onClick={() => add('task')} disabled={create.isPending}>
              {t('demoTasks.addTask')}
            </Button>
          </Box>
        </Box>
        <TextField
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('demoTasks.search')}
          fullWidth
          sx={{ mb: 2, bgcolor: 'background.paper' }}
          slotProps={{
            htmlInput: { 'aria-label': t('demoTasks.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
        />
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          {(tasks.isFetching || search.isFetching) && <LinearProgress sx={{ height: 2 }} />}
          {tasks.isPending && [1, 2, 3, 4, 5].map((i) => <Skeleton key={i} height={48} sx={{ mx: 2 }} />)}
          {!searching && tasks.data && all.length === 0 && (
            <EmptyState icon={<TaskAltOutlined />} title={t('demoTasks.empty')} text={t('demoTasks.emptyText')} />
          )}
          {!searching && all.length > 0 && (
            <TaskList
              tasks={all}
              tags={tags}
              selectedId={id}
              label={t('demoTasks.title')}
              onOpen={open}
              onToggle={toggle}
              onReorder={(next) => reorder.mutate(next)}
            />
          )}
          {searching && search.data && search.data.length === 0 && (
            <EmptyState icon={<Search />} title={t('demoTasks.noResults', { query: deferred })} />
          )}
          {searching && search.data && search.data.length > 0 && (
            <SearchResults
              results={search.data}
              tags={tags}
              selectedId={id}
              label={t('demoTasks.results')}
              onOpen={open}
              onToggle={toggle}
            />
          )}
        </Paper>
      </Box>
      {wide ? (
        details && (
          <Paper square elevation={0} sx={{ width: PANEL_WIDTH, flexShrink: 0, borderLeft: 1, borderColor: 'divider' }}>
            <Box sx={{ position: 'sticky', top: 0, maxHeight: '100dvh', overflowY: 'auto' }}>{details}</Box>
          </Paper>
        )
      ) : (
        <Drawer anchor="right" open={Boolean(id)} onClose={close} slotProps={{ paper: { sx: { width: '100%', maxWidth: PANEL_WIDTH } } }}>
          {details}
        </Drawer>
      )}
      <TagsDialog open={tagsOpen} onClose={() => setTagsOpen(false)} hooks={taskTagHooks} texts={tagDialogTexts(t, 'demoTasks.tags')} />
    </Box>
  );
}
