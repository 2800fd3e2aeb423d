import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../shared/testing/render-routes.tsx';
import { useMockServer as startMockServer } from '../shared/testing/mock-server.ts';
import en from './locales/en.json';
import { db, resetScrumboardDb } from './mock/db.ts';
import { scrumboardHandlers } from './mock/handlers.ts';
import { POSITION_STEP } from './positions.ts';
import { scrumboardRoutes } from './routes.tsx';

startMockServer(...scrumboardHandlers);
beforeEach(() => resetScrumboardDb());

describe('scrumboard', () => {
  it('opens a board from the list, adds a card at the end of a list and edits it', async () => {
    const user = userEvent.setup();
    const board = db.boards[0];
    const { router } = await renderRoutes(scrumboardRoutes, '/apps/scrumboard', en);
    await user.click(await screen.findByRole('link', { name: new RegExp(board.title) }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/apps/scrumboard/${board.id}`));

    const backlog = await screen.findByRole('list', { name: 'Cards in Backlog' });
    const before = within(backlog).getAllByRole('listitem').length;
    await user.click(screen.getByRole('button', { name: 'Add a card to Backlog' }));
    await user.type(screen.getByRole('textbox', { name: 'Card title' }), 'Paint the cabinets{Enter}');
    await waitFor(() => expect(within(backlog).getAllByRole('listitem')).toHaveLength(before + 1));
    const created = db.cards.find((c) => c.title === 'Paint the cabinets')!;
    expect(created.position).toBe(
      Math.max(...db.cards.filter((c) => c.listId === created.listId && c.id !== created.id).map((c) => c.position)) + POSITION_STEP,
    );

    await user.click(within(backlog).getByRole('listitem', { name: 'Paint the cabinets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit card' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Grey, two coats');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Field work' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(db.cards.find((c) => c.id === created.id)).toMatchObject({ description: 'Grey, two coats', labels: [expect.any(String)] }),
    );
    expect(within(backlog).getByRole('listitem', { name: 'Paint the cabinets' })).toHaveTextContent('Field work');
  });
});
