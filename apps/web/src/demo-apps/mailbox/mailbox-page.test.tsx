import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../shared/testing/render-routes.tsx';
import { useMockServer as startMockServer } from '../shared/testing/mock-server.ts';
import en from './locales/en.json';
import { db, resetMailboxDb } from './mock/db.ts';
import { mailboxHandlers } from './mock/handlers.ts';
import { mailboxRoutes } from './routes.tsx';

startMockServer(...mailboxHandlers);
beforeEach(() => resetMailboxDb());

describe('mailbox page', () => {
  it('lists the inbox, opens a mail (reading it) and stars it', async () => {
    const user = userEvent.setup();
    const inboxId = db.folders.find((f) => f.slug === 'inbox')!.id;
    const newest = db.mails.filter((m) => m.folder === inboxId).sort((a, b) => b.date.localeCompare(a.date))[0];
    expect(newest.unread).toBe(true);
    const { router } = await renderRoutes(mailboxRoutes, '/apps/mailbox', en);

    const list = await screen.findByRole('list', { name: 'Inbox' });
    expect(router.state.location.pathname).toBe('/apps/mailbox/folder/inbox/1');
    expect(screen.getByText(/^1–10 of \d+$/)).toBeInTheDocument();
    await user.click(within(list).getAllByRole('button', { name: newest.subject })[0]);

    const article = await screen.findByRole('article', { name: newest.subject });
    expect(router.state.location.pathname).toBe(`/apps/mailbox/folder/inbox/1/${newest.id}`);
    await waitFor(() => expect(db.mails.find((m) => m.id === newest.id)!.unread).toBe(false));

    const star = within(article).getByRole('button', { name: 'Star' });
    expect(star).toHaveAttribute('aria-pressed', String(newest.starred));
    await user.click(star);
    await waitFor(() =>
      expect(within(article).getByRole('button', { name: 'Star' })).toHaveAttribute('aria-pressed', String(!newest.starred)),
    );
    expect(db.mails.find((m) => m.id === newest.id)!.starred).toBe(!newest.starred);
  });
});
