import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { company } from '@roadlens/contract/endpoints/company';
import type { CompanySettings } from '@roadlens/contract/company';
import { failWith, handle, startEndpointServer } from '../../testing/endpoint-server.ts';
import { renderRoutes } from '../../testing/render-page.tsx';
import { signedIn } from '../../testing/test-session.tsx';
import en from './locales/en.json';
import { CHANGE_COMPANY_SETTINGS, CompanySettingsPage, VIEW_COMPANY_SETTINGS } from './company-settings-page.tsx';

let stored: CompanySettings = {
  id: 1,
  name: 'Demo City',
  time_zone: 'Europe/Istanbul',
  measures: { distance: 'km', speed: 'km__hr' },
  driving_direction: 'right',
  peak_hours: { am: { from: '07:00', to: '09:00' }, pm: { from: '17:00', to: '19:00' } },
  speed_colors: [{ upto: null, color: '#43a047' }],
  data_types: [0],
  map_center: null,
  basemap_style_url: null,
  grafana_org_id: null,
  od_min_trips: 5,
  detections_retention_days: 90,
  report_retention_days: 90,
};
const sent: unknown[] = [];

startEndpointServer(
  handle(company.get, () => stored),
  handle(company.patch, ({ body }) => {
    sent.push(body);
    const days = (body as { detections_retention_days?: number }).detections_retention_days;
    if (days !== undefined && !(days >= 1 && days <= 730)) return failWith(400, { detections_retention_days: ['At most 730 days.'] });
    stored = { ...stored, ...(body as Partial<CompanySettings>) };
    return stored;
  }),
);

describe('company settings page: detection retention', () => {
  it('shows the retention in days, names it when refused and saves a valid one', async () => {
    const user = userEvent.setup();
    await renderRoutes(
      [
        {
          path: '/dashboard/settings/company',
          element: signedIn(<CompanySettingsPage />, [VIEW_COMPANY_SETTINGS, CHANGE_COMPANY_SETTINGS]),
        },
      ],
      '/dashboard/settings/company',
      [en],
    );
    const field = await screen.findByRole('textbox', { name: 'Keep raw detections for' });
    expect(field).toHaveValue('90');
    expect(screen.getByText(/Between 1 and 730 days\./)).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '1000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 730 days.')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ detections_retention_days: 1000 });

    await user.clear(field);
    await user.type(field, '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stored.detections_retention_days).toBe(30));
    expect(sent.at(-1)).toEqual({ detections_retention_days: 30 });
    expect(screen.queryByText('At most 730 days.')).not.toBeInTheDocument();
  });
});
