import type { DemoApp } from '../index.ts';
import { RouteFallback } from '../shared/route-fallback.tsx';
import { contactsHandlers } from './mock/handlers.ts';

/** The address book: list, search, one contact, tags and avatar upload (template §7 Contacts). */
export const contactsApp: DemoApp = {
  id: 'contacts',
  title: 'demoContacts.title',
  icon: 'Contacts',
  path: '/apps/contacts',
  routes: [
    {
      path: 'apps/contacts',
      HydrateFallback: RouteFallback,
      lazy: async () => ({ Component: (await import('./contacts-page.tsx')).ContactsPage }),
      children: [{ path: ':id', lazy: async () => ({ Component: (await import('./components/contact-pane.tsx')).ContactPane }) }],
    },
  ],
  handlers: contactsHandlers,
};
