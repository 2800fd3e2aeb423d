// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { call, useMockServer as startMockServer } from '../../shared/testing/mock-server.ts';
import { Brand, Category, InventoryTag, Product, ProductPage, TAX_PERCENTS, type Pagination } from '../model.ts';
import { db, resetInventoryDb } from './db.ts';
import { inventoryHandlers } from './handlers.ts';

startMockServer(...inventoryHandlers);
beforeEach(() => resetInventoryDb());

type Page = { products: Product[] | null; pagination: Pagination };
const page = async (query: string) => {
  const res = await call<Page>(`api/apps/ecommerce/inventory/products${query}`);
  expect(res.status).toBe(200);
  ProductPage.parse(res.body);
  return res.body;
};
const all = async () => (await page('?page=0&size=100')).products!;

describe('inventory mock: lookups', () => {
  it('lists 3 categories, 5 brands, 3 vendors and 10 tags', async () => {
    const categories = (await call<Category[]>('api/apps/ecommerce/inventory/categories')).body;
    expect(categories.map((c) => Category.parse(c).name)).toEqual(['Mens', 'Ladies', 'Unisex']);
    expect(categories.map((c) => c.slug)).toEqual(['mens', 'ladies', 'unisex']);
    const brands = (await call<Brand[]>('api/apps/ecommerce/inventory/brands')).body;
    expect(brands).toHaveLength(5);
    brands.forEach((b) => Brand.parse(b));
    expect((await call<Brand[]>('api/apps/ecommerce/inventory/vendors')).body).toHaveLength(3);
    const tags = (await call<InventoryTag[]>('api/apps/ecommerce/inventory/tags')).body;
    expect(tags).toHaveLength(10);
    tags.forEach((t) => InventoryTag.parse(t));
  });

  it('has 23 deterministic products priced base price plus tax', async () => {
    const products = await all();
    expect(products).toHaveLength(23);
    for (const p of products) {
      expect(TAX_PERCENTS).toContain(p.taxPercent);
      expect(p.price).toBeCloseTo(p.basePrice * (1 + p.taxPercent / 100), 2);
    }
    expect(new Set(products.map((p) => p.taxPercent)).size).toBeGreaterThan(2);
    resetInventoryDb();
    expect(await all()).toEqual(products);
  });
});

describe('inventory mock: product list', () => {
  it('waits at least 300 ms before answering', async () => {
    const started = performance.now();
    await page('?page=0');
    expect(performance.now() - started).toBeGreaterThanOrEqual(295);
  });

  it('defaults to sort by name ascending, page 1 (start index 10) of size 10', async () => {
    const { products, pagination } = await page('');
    expect(pagination).toEqual({ length: 23, size: 10, page: 1, lastPage: 3, startIndex: 10, endIndex: 19 });
    const names = (await all()).map((p) => p.name);
    expect(products!.map((p) => p.name)).toEqual(names.slice(10, 20));
    expect(names).toEqual([...names].sort((a, b) => a.toUpperCase().localeCompare(b.toUpperCase())));
  });

  it('counts pages from 0 and marks the last one', async () => {
    expect((await page('?page=0&size=10')).pagination).toEqual({ length: 23, size: 10, page: 0, lastPage: 3, startIndex: 0, endIndex: 9 });
    const last = await page('?page=2&size=10');
    expect(last.products).toHaveLength(3);
    expect(last.pagination).toEqual({ length: 23, size: 10, page: 2, lastPage: 3, startIndex: 20, endIndex: 22 });
    expect((await page('?page=0&size=23')).pagination.lastPage).toBe(1);
    expect((await page('?page=0&size=5')).pagination.lastPage).toBe(5);
  });

  it('answers products null with only lastPage from page = lastPage on', async () => {
    expect(await page('?page=3&size=10')).toEqual({ products: null, pagination: { lastPage: 3 } });
    expect(await page('?page=9&size=10')).toEqual({ products: null, pagination: { lastPage: 3 } });
  });

  it('has lastPage at least 1 when nothing matches', async () => {
    const empty = await page('?page=0&search=no-such-watch');
    expect(empty).toEqual({ products: [], pagination: { length: 0, size: 10, page: 0, lastPage: 1, startIndex: 0, endIndex: -1 } });
    expect(await page('?page=1&search=no-such-watch')).toEqual({ products: null, pagination: { lastPage: 1 } });
  });

  it('searches names case-insensitively by substring', async () => {
    const { products, pagination } = await page('?page=0&size=100&search=LADIES');
    expect(products!.length).toBeGreaterThan(0);
    expect(products!.every((p) => p.name.toLowerCase().includes('ladies'))).toBe(true);
    expect(pagination.length).toBe((await all()).filter((p) => /ladies/i.test(p.name)).length);
  });

  it('sorts sku and active as case-insensitive text, both orders', async () => {
    db.products[0].sku = 'aaa-0001';
    db.products[1].sku = 'ZZZ-9999';
    const asc = (await page('?page=0&size=100&sort=sku&order=asc')).products!.map((p) => p.sku);
    expect(asc[0]).toBe('aaa-0001');
    expect(asc.at(-1)).toBe('ZZZ-9999');
    const desc = (await page('?page=0&size=100&sort=sku&order=desc')).products!.map((p) => p.sku);
    expect(desc).toEqual([...asc].reverse());
    const active = (await page('?page=0&size=100&sort=active')).products!.map((p) => p.active);
    // "FALSE" sorts before "TRUE".
    expect(active).toEqual([...active].sort((a, b) => Number(a) - Number(b)));
  });

  it('sorts other fields numerically', async () => {
    db.products[0].stock = 100;
    db.products[1].stock = 9;
    const stocks = (await page('?page=0&size=100&sort=stock&order=asc')).products!.map((p) => p.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(stocks.at(-1)).toBe(100);
    const prices = (await page('?page=0&size=100&sort=price&order=desc')).products!.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('rejects an unknown sort, order, page or size naming the field', async () => {
    const [a, b, c, d] = await Promise.all(
      ['sort=colour', 'order=up', 'page=-1', 'size=0'].map((q) => call(`api/apps/ecommerce/inventory/products?${q}`)),
    );
    expect(a.status).toBe(400);
    expect(a.body).toHaveProperty('sort');
    expect(b.body).toHaveProperty('order');
    expect(c.body).toHaveProperty('page');
    expect(d).toMatchObject({ status: 400, body: { size: [expect.any(String)] } });
  });
});

describe('inventory mock: one product', () => {
  it('gets a product, and null for an unknown id', async () => {
    const [first] = await all();
    expect((await call(`api/apps/ecommerce/inventory/product?id=${first.id}`)).body).toEqual(first);
    expect(await call('api/apps/ecommerce/inventory/product?id=nope')).toEqual({ status: 200, body: null });
  });

  it('creates "A New Product", inactive, first', async () => {
    const { body } = await call<Product>('api/apps/ecommerce/inventory/product', { method: 'POST' });
    Product.parse(body);
    expect(body).toMatchObject({ name: 'A New Product', active: false, tags: [], images: [], thumbnail: null });
    expect(db.products[0].id).toBe(body.id);
    expect((await page('?page=0&size=100')).pagination.length).toBe(24);
  });

  it('merges a patch and returns the product; null for an unknown id', async () => {
    const [first] = await all();
    const { body } = await call<Product>('api/apps/ecommerce/inventory/product', {
      method: 'PATCH',
      body: { id: first.id, product: { name: 'Renamed', stock: 3 } },
    });
    expect(body).toEqual({ ...first, name: 'Renamed', stock: 3 });
    expect((await call('api/apps/ecommerce/inventory/product', { method: 'PATCH', body: { id: 'nope', product: {} } })).body).toBeNull();
  });

  it('deletes a product and answers true', async () => {
    const [first] = await all();
    expect((await call(`api/apps/ecommerce/inventory/product?id=${first.id}`, { method: 'DELETE' })).body).toBe(true);
    expect((await call(`api/apps/ecommerce/inventory/product?id=${first.id}`)).body).toBeNull();
  });
});

describe('inventory mock: tags', () => {
  it('creates a tag first with a new id and merges a tag patch', async () => {
    const { body } = await call<InventoryTag>('api/apps/ecommerce/inventory/tag', { method: 'POST', body: { tag: { title: 'titanium' } } });
    expect(body.title).toBe('titanium');
    const tags = (await call<InventoryTag[]>('api/apps/ecommerce/inventory/tags')).body;
    expect(tags[0]).toEqual(body);
    expect(tags).toHaveLength(11);
    const { body: patched } = await call('api/apps/ecommerce/inventory/tag', {
      method: 'PATCH',
      body: { id: body.id, tag: { title: 'Titanium' } },
    });
    expect(patched).toEqual({ id: body.id, title: 'Titanium' });
  });

  it('deleting a tag strips it from every product', async () => {
    const mens = db.tags.find((t) => t.title === 'mens')!;
    expect(db.products.filter((p) => p.tags.includes(mens.id)).length).toBeGreaterThan(3);
    expect((await call(`api/apps/ecommerce/inventory/tag?id=${mens.id}`, { method: 'DELETE' })).body).toBe(true);
    expect((await call<InventoryTag[]>('api/apps/ecommerce/inventory/tags')).body).toHaveLength(9);
    expect((await all()).some((p) => p.tags.includes(mens.id))).toBe(false);
  });
});
