import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../shared/testing/render-routes.tsx';
import { useMockServer as startMockServer } from '../shared/testing/mock-server.ts';
import en from './locales/en.json';
import { db, resetInventoryDb } from './mock/db.ts';
import { inventoryHandlers } from './mock/handlers.ts';
import { inventoryApp } from './index.ts';

startMockServer(...inventoryHandlers);
beforeEach(() => resetInventoryDb());

// hidden: the list stays readable (though aria-hidden) behind the product drawer.
const bodyRows = (table: HTMLElement) => within(table).getAllByRole<HTMLTableRowElement>('row', { hidden: true }).slice(1);

describe('inventory page', () => {
  it('pages from 0, searches, and sorts through the address', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoutes(inventoryApp.routes, '/apps/ecommerce/inventory', en);
    const table = await screen.findByRole('table', { name: 'Inventory' });
    expect(bodyRows(table)).toHaveLength(10);
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
    const firstByName = [...db.products].sort((a, b) => a.name.toUpperCase().localeCompare(b.name.toUpperCase()))[0];
    expect(bodyRows(table)[0]).toHaveTextContent(firstByName.name);

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(screen.getByText('11–20 of 23')).toBeInTheDocument());
    expect(router.state.location.search).toContain('page=1');

    await user.type(screen.getByRole('textbox', { name: 'Search products' }), 'LADIES');
    const ladies = db.products.filter((p) => /ladies/i.test(p.name)).length;
    await waitFor(() => expect(screen.getByText(`1–${Math.min(ladies, 10)} of ${ladies}`)).toBeInTheDocument());
    expect(bodyRows(table).every((r) => /ladies/i.test(r.textContent ?? ''))).toBe(true);

    await user.click(within(table).getByRole('button', { name: 'Stock' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=stock'));
    await waitFor(() => {
      const stocks = bodyRows(table).map((r) => Number(r.cells[4].textContent));
      expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    });
  });

  it('opens a product, edits its stock and sees the list change', async () => {
    const user = userEvent.setup();
    const target = [...db.products].sort((a, b) => a.name.toUpperCase().localeCompare(b.name.toUpperCase()))[0];
    const { router } = await renderRoutes(inventoryApp.routes, '/apps/ecommerce/inventory', en);
    const table = await screen.findByRole('table', { name: 'Inventory' });
    await user.click(within(table).getByRole('button', { name: target.name }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/apps/ecommerce/inventory/${target.id}`));

    const form = await screen.findByRole('form', { name: 'Product details' });
    const stock = within(form).getByRole('spinbutton', { name: 'Stock' });
    await user.clear(stock);
    await user.type(stock, '77');
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(db.products.find((p) => p.id === target.id)!.stock).toBe(77));
    expect(await screen.findByText('Product updated.')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows(table)[0].cells[4]).toHaveTextContent('77'));
  });
});
