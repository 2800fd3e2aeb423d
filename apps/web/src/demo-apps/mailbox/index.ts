import type { DemoApp } from '../index.ts';
import { mailboxRoutes } from './routes.tsx';

export const mailboxApp: DemoApp = {
  id: 'mailbox',
  title: 'demoMailbox.title',
  icon: 'MailOutlined',
  path: '/apps/mailbox',
  routes: mailboxRoutes,
  handlers: async () => (await import('./mock/handlers.ts')).mailboxHandlers,
};
