import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../shared/testing/render-routes.tsx';
import { useMockServer as startMockServer } from '../shared/testing/mock-server.ts';
import en from './locales/en.json';
import { iconsHandlers } from './mock/handlers.ts';
import { iconsRoutes } from './routes.tsx';

startMockServer(...iconsHandlers);

describe('icons page', () => {
  // Role queries over hundreds of icons are slow in happy-dom, so the grid is read with selectors.
  it('shows a set, filters it and opens an icon with its import line', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoutes(iconsRoutes, '/ui/icons', en);
    await screen.findByText(/^\d+ icons$/, undefined, { timeout: 15_000 });
    expect(router.state.location.pathname).toBe('/ui/icons/material-outline');
    const grid = document.querySelector<HTMLElement>('ul[aria-label="Material Outline"]')!;
    expect(grid.querySelectorAll('li')).toHaveLength(240);
    // The icons arrive with their bucket (A–C first), a moment after the names.
    await waitFor(() => expect(grid.querySelectorAll('li svg')).toHaveLength(240), { timeout: 15_000 });

    await user.type(screen.getByRole('searchbox', { name: 'Search icons' }), 'traffic');
    await waitFor(() => expect(grid.querySelectorAll('li').length).toBeLessThan(10));
    await waitFor(() => expect(grid.querySelectorAll('li svg').length).toBe(grid.querySelectorAll('li').length), { timeout: 15_000 });
    await user.click(within(grid).getByRole('button', { name: 'Traffic' }));
    expect(await screen.findByText("import TrafficIcon from '@mui/icons-material/TrafficOutlined';")).toBeInTheDocument();
  }, 60_000);
});
