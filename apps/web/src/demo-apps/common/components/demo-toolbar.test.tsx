import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../shared/testing/render-routes.tsx';
import { useMockServer as startMockServer } from '../../shared/testing/mock-server.ts';
import en from '../locales/en.json';
import { db, resetCommonDb } from '../mock/db.ts';
import { commonHandlers } from '../mock/handlers.ts';
import { DemoToolbar } from './demo-toolbar.tsx';

startMockServer(...commonHandlers);
beforeEach(() => resetCommonDb());

const render = () => renderRoutes([{ path: '*', element: <DemoToolbar /> }], '/', en);

describe('template toolbar', () => {
  it('marks all messages read, clearing the badge', async () => {
    const user = userEvent.setup();
    await render();
    const unread = db.messages.filter((m) => !m.read).length;
    await user.click(await screen.findByRole('button', { name: `Messages, ${unread} unread` }));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Messages, 0 unread', hidden: true })).toBeInTheDocument());
    expect(db.messages.every((m) => m.read)).toBe(true);
  });

  it('adds a shortcut', async () => {
    const user = userEvent.setup();
    await render();
    await user.click(screen.getByRole('button', { name: 'Shortcuts' }));
    await user.click(await screen.findByRole('button', { name: 'Edit shortcuts' }));
    await user.click(screen.getByRole('button', { name: 'Add shortcut' }));
    await user.type(screen.getByRole('textbox', { name: 'Label' }), 'Live map');
    await user.clear(screen.getByRole('textbox', { name: 'Link' }));
    await user.type(screen.getByRole('textbox', { name: 'Link' }), '/dashboard/main/map');
    await user.click(screen.getByRole('button', { name: 'Add shortcut' }));
    expect(await screen.findByRole('link', { name: /Live map/ })).toHaveAttribute('href', '/dashboard/main/map');
    expect(db.shortcuts[0]).toMatchObject({ label: 'Live map', link: '/dashboard/main/map' });
  });

  it('searches and lists grouped results as links', async () => {
    const user = userEvent.setup();
    await render();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(await screen.findByRole('textbox', { name: 'Search contacts, pages and tasks' }), 'detector');
    const tasks = await screen.findByRole('list', { name: 'Tasks' });
    expect(within(tasks).getAllByRole('link').length).toBeGreaterThan(1);
    expect(screen.queryByRole('list', { name: 'Contacts' })).toBeNull();
  });
});
