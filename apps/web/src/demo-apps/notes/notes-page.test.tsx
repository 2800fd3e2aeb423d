import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../shared/testing/render-routes.tsx';
import { useMockServer as startMockServer } from '../shared/testing/mock-server.ts';
import en from './locales/en.json';
import { db, resetNotesDb } from './mock/db.ts';
import { notesHandlers } from './mock/handlers.ts';
import { notesRoutes } from './routes.tsx';

startMockServer(...notesHandlers);
beforeEach(() => resetNotesDb());

describe('notes page', () => {
  it('shows active notes, archives one from the editor and finds it in the archive', async () => {
    const user = userEvent.setup();
    const note = db.notes.find((n) => !n.archived && n.title === 'Groceries')!;
    const { router } = await renderRoutes(notesRoutes, '/apps/notes', en);

    const feed = await screen.findByRole('feed', { name: 'Notes' });
    expect(within(feed).getAllByRole('article')).toHaveLength(db.notes.filter((n) => !n.archived).length);
    await user.click(within(feed).getByRole('button', { name: 'Open Groceries' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit note' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));

    await waitFor(() => expect(within(feed).queryByRole('article', { name: 'Groceries' })).toBeNull());
    expect(db.notes.find((n) => n.id === note.id)!.archived).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(router.state.location.search).toBe('?view=archive');
    expect(await screen.findByRole('article', { name: 'Groceries' })).toBeInTheDocument();
  });

  it('creates a note with a task', async () => {
    const user = userEvent.setup();
    await renderRoutes(notesRoutes, '/apps/notes', en);
    await screen.findByRole('feed', { name: 'Notes' });
    await user.click(screen.getByRole('button', { name: 'New note' }));
    const dialog = await screen.findByRole('dialog', { name: 'New note' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Call the vendor');
    await user.type(within(dialog).getByRole('textbox', { name: 'Add a task' }), 'Ask about prices{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('article', { name: 'Call the vendor' })).toHaveTextContent('Ask about prices');
    expect(db.notes.find((n) => n.title === 'Call the vendor')!.tasks).toEqual([
      { id: expect.any(String), content: 'Ask about prices', completed: false },
    ]);
  });
});
