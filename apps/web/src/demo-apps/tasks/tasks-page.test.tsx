import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../shared/testing/render-routes.tsx';
import { useMockServer as startMockServer } from '../shared/testing/mock-server.ts';
import en from './locales/en.json';
import { db, resetTasksDb } from './mock/db.ts';
import { tasksHandlers } from './mock/handlers.ts';
import { tasksRoutes } from './routes.tsx';

startMockServer(...tasksHandlers);
beforeEach(() => resetTasksDb());

describe('tasks page', () => {
  it('adds a task at the top, names it in the form and shows it in the list', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoutes(tasksRoutes, '/apps/tasks', en);
    const list = await screen.findByRole('list', { name: 'Tasks' });
    expect(within(list).getAllByRole('listitem').length).toBe(db.tasks.length);

    await user.click(screen.getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/apps\/tasks\/[0-9a-f-]{36}$/));
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.type(title, 'Order spare detectors');
    await user.tab();

    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Order spare detectors'));
    expect(db.tasks.find((t) => t.order === 0)).toMatchObject({ title: 'Order spare detectors', priority: 1, completed: false });
    // Typing into the form re-renders the long sortable list; in happy-dom on a busy machine that takes a while.
  }, 60_000);

  it('searches and renders the marked matches as elements', async () => {
    const user = userEvent.setup();
    const task = db.tasks.find((t) => t.type === 'task')!;
    task.title = 'Check <b>bold</b> detector';
    await renderRoutes(tasksRoutes, '/apps/tasks', en);
    await screen.findByRole('list', { name: 'Tasks' });
    await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'detector');
    const results = await screen.findByRole('list', { name: 'Search results' });
    const marks = results.querySelectorAll('mark');
    expect(marks.length).toBeGreaterThan(1);
    expect([...marks].every((m) => m.textContent?.toLowerCase() === 'detector')).toBe(true);
    expect(within(results).getByText('Check <b>bold</b>', { exact: false })).toBeInTheDocument();
    expect(results.querySelector('b')).toBeNull();
  });
});
