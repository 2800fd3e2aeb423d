import type { DemoApp } from '../index.ts';
import { RouteFallback } from '../shared/route-fallback.tsx';

/** The e-commerce inventory: products with search, sort and paging, and their details. */
export const inventoryApp: DemoApp = {
  id: 'inventory',
  title: 'demoInventory.title',
  icon: 'Inventory2',
  path: '/apps/ecommerce/inventory',
  routes: [
    {
      path: 'apps/ecommerce/inventory',
      HydrateFallback: RouteFallback,
      lazy: async () => ({ Component: (await import('./inventory-page.tsx')).InventoryPage }),
      children: [{ path: ':id', lazy: async () => ({ Component: (await import('./components/product-drawer.tsx')).ProductDrawer }) }],
    },
  ],
  handlers: async () => (await import('./mock/handlers.ts')).inventoryHandlers,
};
