import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../shared/testing/render-routes.tsx';
import { useMockServer as startMockServer } from '../shared/testing/mock-server.ts';
import en from './locales/en.json';
import { sampleActivities } from './mock/data.ts';
import { activitiesHandlers } from './mock/handlers.ts';
import { activitiesRoutes } from './routes.tsx';

startMockServer(...activitiesHandlers);

describe('activities page', () => {
  it('shows the timeline by day, as text, and filters to system activity', async () => {
    const user = userEvent.setup();
    const all = sampleActivities();
    await renderRoutes(activitiesRoutes, '/pages/activities', en);
    expect(await screen.findByText(all[1].description)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(all.length);
    expect(screen.getByRole('link', { name: all[1].linkedContent! })).toHaveAttribute('href', all[1].link);

    await user.click(screen.getByRole('button', { name: 'System' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(all.filter((a) => a.icon).length));
    expect(screen.queryByText(all[1].description)).toBeNull();
  });
});
