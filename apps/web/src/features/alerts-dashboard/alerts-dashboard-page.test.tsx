import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { alerts } from '@roadlens/contract/endpoints/alerts';
import { handle, startEndpointServer } from '../../testing/endpoint-server.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { signedIn } from '../../testing/test-session.tsx';
import en from './locales/en.json';
import { AlertsDashboardPage } from './alerts-dashboard-page.tsx';

const server = startEndpointServer();
const report = (healthy: number) => ({
  checked_at: '2026-01-01T00:00:00Z',
  counts: { offline: 0, silent: 0, low_rate: 0, healthy },
  problems: [],
});

describe('alerts dashboard', () => {
  it('says all is well when every sensor reports', async () => {
    server.use(handle(alerts.deviceHealth, () => report(3)));
    await renderPage('*', signedIn(<AlertsDashboardPage />), '/dashboard/main/alerts', en);
    expect(await screen.findByText(en.alertsDashboard.none)).toBeInTheDocument();
  });

  it('does not claim every sensor reports when the company has none', async () => {
    server.use(handle(alerts.deviceHealth, () => report(0)));
    await renderPage('*', signedIn(<AlertsDashboardPage />), '/dashboard/main/alerts', en);
    expect(await screen.findByText(en.alertsDashboard.noSensors)).toBeInTheDocument();
    expect(screen.queryByText(en.alertsDashboard.none)).not.toBeInTheDocument();
  });
});
