import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../shared/testing/render-routes.tsx';
import { useMockServer as startMockServer } from '../shared/testing/mock-server.ts';
import en from './locales/en.json';
import { db, resetFileManagerDb } from './mock/db.ts';
import { fileManagerHandlers } from './mock/handlers.ts';
import { fileManagerApp } from './index.ts';

startMockServer(...fileManagerHandlers);
beforeEach(() => resetFileManagerDb());

describe('file manager page', () => {
  it("opens folders, follows the breadcrumb back and shows a file's details", async () => {
    const user = userEvent.setup();
    const { router } = await renderRoutes(fileManagerApp.routes, '/apps/file-manager', en);
    const folders = await screen.findByRole('list', { name: 'Folders' });
    expect(
      within(folders)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Archive0 files', 'Personal5 files', 'Photos6 files', 'Work8 files']);
    expect(screen.getByText('4 folders, 5 files')).toBeInTheDocument();

    await user.click(within(folders).getByRole('button', { name: 'Work' }));
    await user.click(await screen.findByRole('button', { name: 'Reports' }));
    const reports = db.items.find((i) => i.name === 'Reports')!;
    await waitFor(() => expect(router.state.location.pathname).toBe(`/apps/file-manager/folders/${reports.id}`));
    const crumbs = screen.getByRole('navigation', { name: 'Folder path' });
    await waitFor(() => expect(crumbs).toHaveTextContent('Home/Work/Reports'));

    await user.click(await screen.findByRole('button', { name: 'Incident review' }));
    const details = await screen.findByRole('region', { name: 'Item details' });
    expect(details).toHaveTextContent('Review of the bridge closure in April.');
    expect(details).toHaveTextContent('PDF');
    await user.click(within(details).getByRole('button', { name: 'Close' }));
    // The page stays aria-hidden until the drawer has finished closing.
    await user.click(await within(crumbs).findByRole('link', { name: 'Work' }));
    expect(await screen.findByRole('button', { name: 'Contracts' })).toBeInTheDocument();
    expect(screen.getByText('2 folders, 3 files')).toBeInTheDocument();
  });

  it('filters the folder by name', async () => {
    const user = userEvent.setup();
    await renderRoutes(fileManagerApp.routes, '/apps/file-manager', en);
    await screen.findByRole('list', { name: 'Files' });
    await user.type(screen.getByRole('textbox', { name: 'Filter this folder' }), 'LOGS');
    const files = screen.getByRole('list', { name: 'Files' });
    expect(
      within(files)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent),
    ).toEqual(['Crash logs', 'System logs']);
    expect(screen.queryByRole('list', { name: 'Folders' })).toBeNull();
  });

  it('says so when a folder does not exist', async () => {
    await renderRoutes(fileManagerApp.routes, '/apps/file-manager/folders/nope', en);
    expect(await screen.findByText('This folder does not exist.')).toBeInTheDocument();
  });
});
