import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { grids } from '@roadlens/contract/endpoints/grids';
import type { Grid } from '@roadlens/contract/grids';
import { failWith, handle, startEndpointServer } from '../../testing/endpoint-server.ts';
import { renderRoutes } from '../../testing/render-page.tsx';
import { signedIn } from '../../testing/test-session.tsx';
import en from './locales/en.json';
import { OdsPage } from './ods-page.tsx';
import { gridFixture, mapConfigHandler, odFixture } from './testing/grids.fixture.ts';

const stored: Grid[] = [gridFixture(), gridFixture({ id: 4, name: 'Ring road' })];
const asked: URLSearchParams[] = [];

startEndpointServer(
  mapConfigHandler,
  handle(grids.list, () => stored),
  handle(grids.od, ({ params, query }) => {
    asked.push(query);
    if (query.get('to') === '2026-01-01') return failWith(400, { to: ['The end date must be on or after the start date.'] });
    return odFixture(
      stored.find((g) => g.id === Number(params.id))!,
      query,
    );
  }),
);

const render = (path: string) =>
  renderRoutes([{ path: '/dashboard/ods', element: signedIn(<OdsPage />, ['Platform|view_grids']) }], path, [en]);

describe('O/D studies page', () => {
  it('shows trips, median time and share, and a suppressed cell only as "< k"', async () => {
    await render('/dashboard/ods?grid=3');
    const matrix = await screen.findByTestId('od-matrix');
    const shown = within(matrix).getByTestId('od-cell-31-32');
    expect(within(shown).getByTestId('od-trips')).toHaveTextContent('12');
    expect(within(shown).getByTestId('od-median')).toHaveTextContent('7 min 10 s');
    expect(within(shown).getByTestId('od-share')).toHaveTextContent('100%');

    const hidden = within(matrix).getByTestId('od-cell-32-31');
    expect(hidden).toHaveAttribute('data-suppressed', 'true');
    expect(hidden).toHaveTextContent(/^< 5$/);
    expect(within(matrix).getByTestId('od-cell-31-31')).toHaveTextContent('—');
    expect(within(matrix).getByTestId('od-out-31')).toHaveTextContent('12');
    expect(within(matrix).getByTestId('od-in-32')).toHaveTextContent('12');
    expect(screen.getByTestId('od-total-trips')).toHaveTextContent('12');
    expect(screen.getByTestId('od-suppressed-cells')).toHaveTextContent('1');
    expect(screen.getByText(/fewer than 5 trips are hidden/)).toBeInTheDocument();
  });

  it('asks again for the hours chosen and names a bad date on its field', async () => {
    const user = userEvent.setup();
    const { router } = await render('/dashboard/ods');
    await screen.findByTestId('od-matrix');
    // No grid in the address: the first one is shown.
    expect(screen.getByTestId('ods-grid')).toHaveValue('3');

    await user.click(screen.getByRole('combobox', { name: 'Hours from' }));
    await user.click(await screen.findByRole('option', { name: '07:00' }));
    await user.click(screen.getByRole('combobox', { name: 'Hours to' }));
    await user.click(await screen.findByRole('option', { name: '10:00' }));
    await waitFor(() => expect(asked.at(-1)?.get('hours')).toBe('7-10'));
    expect(router.state.location.search).toContain('hours=7-10');

    // A date input changes in one step, as a browser's date picker sets it.
    fireEvent.change(screen.getByTestId('period-to'), { target: { value: '2026-01-01' } });
    expect(await screen.findByText('The end date must be on or after the start date.')).toBeInTheDocument();
  });
});
