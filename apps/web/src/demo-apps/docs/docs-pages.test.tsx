import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../shared/testing/render-routes.tsx';
import en from './locales/en.json';
import { docsRoutes } from './routes.tsx';

describe('docs pages', () => {
  it('shows the introduction and moves to the changelog from the page list', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoutes(docsRoutes, '/docs/guides/getting-started/introduction', en);
    expect(await screen.findByRole('heading', { level: 1, name: 'Introduction' })).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'On this page', hidden: true });
    expect(within(toc).getByRole('link', { name: 'Key ideas', hidden: true })).toHaveAttribute('href', '#concepts');
    expect(screen.getByRole('heading', { level: 2, name: 'Key ideas' })).toHaveAttribute('id', 'concepts');

    await user.click(within(screen.getByRole('navigation', { name: 'Documentation pages' })).getByRole('link', { name: 'Changelog' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/docs/changelog'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Version 0.1.0' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(15);
  });
});
