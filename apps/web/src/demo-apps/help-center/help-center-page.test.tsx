import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../shared/testing/render-routes.tsx';
import { useMockServer as startMockServer } from '../shared/testing/mock-server.ts';
import en from './locales/en.json';
import { helpCenterHandlers } from './mock/handlers.ts';
import { helpCenterApp } from './index.ts';

startMockServer(...helpCenterHandlers);

describe('help center pages', () => {
  it('searches questions and guides from the start page', async () => {
    const user = userEvent.setup();
    await renderRoutes(helpCenterApp.routes, '/apps/help-center', en);
    expect(await screen.findByText('Is there a free trial?')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search for questions and guides' }), '$20');
    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(within(results).getByText('What is the minimum amount of credit I can buy?')).toBeInTheDocument();
    expect(within(results).getByRole('link', { name: 'Buying credit' })).toHaveAttribute(
      'href',
      '/apps/help-center/guides/payments/buying-credit',
    );
    expect(within(results).getByText('3 results')).toBeInTheDocument();
  });

  it('goes from the guides overview to a category and on to a guide', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoutes(helpCenterApp.routes, '/apps/help-center/guides', en);
    const started = await screen.findByRole('region', { name: 'Getting Started' });
    expect(within(started).getAllByRole('listitem')).toHaveLength(5);
    await user.click(within(started).getByRole('link', { name: 'View all 7 guides' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/help-center/guides/getting-started'));
    await user.click(await screen.findByRole('link', { name: 'Inviting your team' }));
    const article = await screen.findByRole('article', { name: 'Inviting your team' });
    expect(within(article).getByRole('heading', { name: 'Step by step' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Next guide\s*Your first report/ })).toBeInTheDocument();
  });

  it('filters FAQs by category and says when a guide does not exist', async () => {
    const user = userEvent.setup();
    await renderRoutes(helpCenterApp.routes, '/apps/help-center/faqs', en);
    await screen.findByRole('region', { name: 'Licenses' });
    await user.click(screen.getByRole('button', { name: 'Payments' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Licenses' })).toBeNull());
    expect(screen.getByRole('region', { name: 'Payments' })).toHaveTextContent('Which payment methods do you accept?');
  });

  it('shows a not-found state for an unknown guide', async () => {
    await renderRoutes(helpCenterApp.routes, '/apps/help-center/guides/projects/nope', en);
    expect(await screen.findByText('This guide does not exist.')).toBeInTheDocument();
  });
});
