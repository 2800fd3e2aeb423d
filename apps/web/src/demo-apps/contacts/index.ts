import type { DemoApp } from '../index.ts';
import { RouteFallback } from '../shared/route-fallback.tsx';

/** The address book: list, search, one contact, tags and avatar upload. */
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
  handlers: async () => (await import('./mock/handlers.ts')).contactsHandlers,
};
