import { Navigate, type RouteObject } from 'react-router';
import type { MailListKind } from './model.ts';

// The page loads on first visit, so the mailbox adds nothing to the first download.
const page = (kind: MailListKind): RouteObject => ({
  path: `${kind}/:slug/:page?/:mailId?`,
  lazy: async () => {
    const { MailboxPage } = await import('./mailbox-page.tsx');
    return { Component: () => <MailboxPage kind={kind} /> };
  },
});

export const mailboxRoutes: RouteObject[] = [
  {
    path: 'apps/mailbox',
    children: [{ index: true, element: <Navigate to="folder/inbox/1" replace /> }, page('folder'), page('filter'), page('label')],
  },
];
