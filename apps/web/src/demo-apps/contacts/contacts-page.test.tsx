import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../shared/testing/render-routes.tsx';
import { useMockServer as startMockServer } from '../shared/testing/mock-server.ts';
import en from './locales/en.json';
import { db, resetContactsDb } from './mock/db.ts';
import { contactsHandlers } from './mock/handlers.ts';
import { contactsApp } from './index.ts';

startMockServer(...contactsHandlers);
beforeEach(() => resetContactsDb());

describe('contacts page', () => {
  it('searches the list, opens a contact and saves an edit', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoutes(contactsApp.routes, '/apps/contacts', en);
    const list = await screen.findByRole('list', { name: 'contacts' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(30));
    expect(screen.getByText('30 contacts')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search contacts' }), 'ÖMER');
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
    await user.click(within(list).getByRole('button', { name: /Ömer Çelik/ }));
    const ömer = db.contacts.find((c) => c.name === 'Ömer Çelik')!;
    await waitFor(() => expect(router.state.location.pathname).toBe(`/apps/contacts/${ömer.id}`));

    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit contact' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Ömer Faruk Çelik');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(db.contacts.find((c) => c.id === ömer.id)!.name).toBe('Ömer Faruk Çelik'));
    expect(await screen.findByRole('heading', { name: 'Ömer Faruk Çelik' })).toBeInTheDocument();
    // The list sits behind the detail drawer (aria-hidden) on a narrow screen, so look for the text.
    await waitFor(() => expect(within(list).getByText('Ömer Faruk Çelik')).toBeInTheDocument());
  });

  it('refuses an invalid e-mail and shows why', async () => {
    const user = userEvent.setup();
    const contact = db.contacts[0];
    await renderRoutes(contactsApp.routes, `/apps/contacts/${contact.id}`, en);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit contact' });
    await user.click(within(form).getByRole('button', { name: 'Add e-mail' }));
    const emails = within(form).getAllByRole('textbox', { name: 'E-mail' });
    await user.type(emails[emails.length - 1], 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(db.contacts[0].emails).toEqual(contact.emails);
  });

  it('adds a new contact and opens it for editing', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoutes(contactsApp.routes, '/apps/contacts', en);
    await screen.findByText('30 contacts');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const form = await screen.findByRole('form', { name: 'Edit contact' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('New Contact');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/apps/contacts/${db.contacts[0].id}`));
    expect(await screen.findByText('31 contacts')).toBeInTheDocument();
  });

  it('shows a not-found state for an unknown id', async () => {
    await renderRoutes(contactsApp.routes, '/apps/contacts/nobody', en);
    expect(await screen.findByText('This contact does not exist.')).toBeInTheDocument();
  });
});
