import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Activity } from '@roadlens/contract/activities';
import { activities } from '@roadlens/contract/endpoints/activities';
import { failWith, handle, startEndpointServer } from '../../testing/endpoint-server.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { signedIn } from '../../testing/test-session.tsx';
import en from './locales/en.json';
import { ActivityInfoPage } from './activity-info-page.tsx';

const server = startEndpointServer();
const ROUTE = '/dashboard/activity/:id/info';
const CHANGE = ['Platform|view_activities', 'Platform|change_activities'];

const pending: Activity = {
  id: 7,
  status: 'pending',
  terminal_name: 'Ambarlı Container Terminal',
  tag_id: 3,
  tag_name: '<b>34 AMB 101</b>',
  rendezvous_number: '25112301',
  window_start: '2025-11-23T08:00:00Z',
  window_end: '2025-11-23T09:00:00Z',
  arrived_at: '2025-11-23T08:10:00Z',
  gate_in_at: '2025-11-23T08:20:00Z',
  yard_at: '2025-11-23T08:25:00Z',
  gate_out_at: '2025-11-23T09:02:00Z',
  gate_wait_s: 600,
  turn_time_s: 2520,
  arrival: 'on_time',
  comment: null,
  decided_by: null,
  decided_at: null,
  created_at: '2025-11-23T09:03:00Z',
};

describe('activity info page', () => {
  it('shows the visit against its appointment, and approves it with a comment', async () => {
    let current = pending;
    const sent: unknown[] = [];
    server.use(
      handle(activities.get, () => current),
      handle(activities.decide, ({ body }) => {
        sent.push(body);
        current = {
          ...current,
          status: 'approved',
          comment: 'Seal checked',
          decided_by: { id: 1, name: 'Pelin Port' },
          decided_at: '2025-11-23T09:10:00Z',
        };
        return current;
      }),
    );
    await renderPage(ROUTE, signedIn(<ActivityInfoPage />, CHANGE), '/dashboard/activity/7/info', en);
    expect(await screen.findByText('Activity #7')).toBeInTheDocument();
    // A tag's name is text, never markup.
    expect(screen.getByTestId('activity-truck').textContent).toBe('<b>34 AMB 101</b>');
    expect(screen.getByTestId('activity-rendezvous').textContent).toBe('25112301');
    expect(screen.getByTestId('activity-arrival').textContent).toBe('On time');
    expect(screen.getByTestId('activity-gate-wait').textContent).toBe('10 min');
    expect(screen.getByTestId('activity-turn-time').textContent).toBe('42 min');
    expect(screen.getByTestId('activity-status').textContent).toBe('Waiting for approval');

    await userEvent.type(screen.getByTestId('activity-comment-input'), 'Seal checked');
    await userEvent.click(screen.getByTestId('activity-approve'));
    expect(await screen.findByTestId('activity-decided-by')).toHaveTextContent('Approved by Pelin Port on');
    expect(sent).toEqual([{ status: 'approved', comment: 'Seal checked' }]);
    expect(screen.getByTestId('activity-status').textContent).toBe('Approved');
    expect(screen.getByTestId('activity-comment').textContent).toBe('Seal checked');
    expect(screen.queryByTestId('activity-approve')).not.toBeInTheDocument();
  });

  it("shows the server's refusal when someone decided first", async () => {
    server.use(
      handle(activities.get, () => pending),
      handle(activities.decide, () => failWith(400, { status: ['This activity was already rejected.'] })),
    );
    await renderPage(ROUTE, signedIn(<ActivityInfoPage />, CHANGE), '/dashboard/activity/7/info', en);
    await userEvent.click(await screen.findByTestId('activity-reject'));
    expect(await screen.findByTestId('activity-decide-error')).toHaveTextContent('already rejected');
  });

  it('lets a user without the change permission read but not decide', async () => {
    server.use(
      handle(activities.get, () => ({ ...pending, rendezvous_number: null, window_start: null, window_end: null, arrival: null })),
    );
    await renderPage(ROUTE, signedIn(<ActivityInfoPage />, ['Platform|view_activities']), '/dashboard/activity/7/info', en);
    expect(await screen.findByText(en.activities.readOnly)).toBeInTheDocument();
    expect(screen.getByTestId('activity-rendezvous').textContent).toBe(en.activities.noAppointment);
    expect(screen.queryByTestId('activity-approve')).not.toBeInTheDocument();
  });

  it("says so when the activity does not exist (or is another company's)", async () => {
    server.use(handle(activities.get, () => failWith(404, { detail: 'Not found.' })));
    await renderPage(ROUTE, signedIn(<ActivityInfoPage />, CHANGE), '/dashboard/activity/99/info', en);
    expect(await screen.findByText(en.activities.notFound)).toBeInTheDocument();
  });
});
