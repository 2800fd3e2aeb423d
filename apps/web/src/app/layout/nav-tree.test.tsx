import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../testing/render-page.tsx';
import type { NavItem } from '../navigation/types.ts';
import { NavTree } from './nav-tree.tsx';

const items: NavItem[] = [
  {
    id: 'dashboard',
    type: 'collapsable',
    title: 'Dashboard',
    icon: 'DashboardOutlined',
    children: [
      { id: 'map', type: 'basic', title: 'Live map', icon: 'MapOutlined', link: '/dashboard/main/map' },
      { id: 'list', type: 'basic', title: 'List', icon: 'ListAltOutlined', link: '/dashboard/main/list' },
    ],
  },
  { id: 'insight', type: 'basic', title: 'Insight', icon: 'InsightsOutlined', link: '/dashboard/insight' },
];

const show = (dense: boolean) =>
  renderRoutes(
    [{ path: '*', element: <NavTree items={items} dense={dense} label={(k) => k} onNavigate={() => {}} /> }],
    '/dashboard/main/map',
    [],
  );

describe('the navigation menu', () => {
  it('shows each title as text in the default appearance, with no tooltip to hover for', async () => {
    await show(false);
    const nav = await screen.findByTestId('nav-tree');
    expect(within(nav).getByText('Live map')).toBeVisible();
    expect(within(nav).getByText('Insight')).toBeVisible();
    await userEvent.hover(within(nav).getByRole('link', { name: 'Insight' }));
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows icons only when dense, with each title as a tooltip', async () => {
    await show(true);
    const nav = await screen.findByTestId('nav-tree');
    expect(within(nav).queryByText('Insight')).toBeNull();
    await userEvent.hover(within(nav).getByRole('link', { name: 'Insight' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Insight');
  });
});
