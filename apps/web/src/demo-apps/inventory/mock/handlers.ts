import { delay, http, HttpResponse } from 'msw';
import { asObject, fieldError, readBody } from '../../shared/read-body.ts';
import { includesText } from '../../shared/compare-text.ts';
import { NUMBER_SORTS, TEXT_SORTS, type InventoryTag, type Product, type ProductSort } from '../model.ts';
import { db } from './db.ts';

const BASE = '*/api/apps/ecommerce/inventory';
export const PRODUCTS_DELAY_MS = 300;

const param = (request: Request, name: string) => new URL(request.url).searchParams.get(name);
const SORTS: readonly string[] = [...TEXT_SORTS, ...NUMBER_SORTS];

/** A whole number from the query, its default when absent, or undefined when it is not one. */
function intParam(value: string | null, fallback: number, min: number): number | undefined {
  if (value === null || value === '') return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n >= min ? n : undefined;
}

function compareProducts(sort: ProductSort, order: 'asc' | 'desc') {
  const sign = order === 'asc' ? 1 : -1;
  if ((TEXT_SORTS as readonly string[]).includes(sort))
    return (a: Product, b: Product) => sign * String(a[sort]).toUpperCase().localeCompare(String(b[sort]).toUpperCase());
  return (a: Product, b: Product) => sign * (Number(a[sort]) - Number(b[sort]));
}

/** The inventory calls, written like server routes over the in-memory store. */
export const inventoryHandlers = [
  http.get(`${BASE}/categories`, () => HttpResponse.json(db.categories)),
  http.get(`${BASE}/brands`, () => HttpResponse.json(db.brands)),
  http.get(`${BASE}/vendors`, () => HttpResponse.json(db.vendors)),
  http.get(`${BASE}/tags`, () => HttpResponse.json(db.tags)),

  http.get(`${BASE}/products`, async ({ request }) => {
    await delay(PRODUCTS_DELAY_MS);
    const search = param(request, 'search');
    const sort = param(request, 'sort') || 'name';
    const order = param(request, 'order') || 'asc';
    // Pages count from 0 in practice (start index = page × size) although the default is 1, as written.
    const page = intParam(param(request, 'page'), 1, 0);
    const size = intParam(param(request, 'size'), 10, 1);
    if (!SORTS.includes(sort)) return fieldError('sort', `Sort by one of: ${SORTS.join(', ')}.`);
    if (order !== 'asc' && order !== 'desc') return fieldError('order', 'Order is asc or desc.');
    if (page === undefined) return fieldError('page', 'Page is a whole number from 0.');
    if (size === undefined) return fieldError('size', 'Size is a whole number from 1.');

    let products = [...db.products].sort(compareProducts(sort as ProductSort, order));
    if (search) products = products.filter((p) => includesText(p.name, search));
    const length = products.length;
    const lastPage = Math.max(Math.ceil(length / size), 1);
    if (page >= lastPage) return HttpResponse.json({ products: null, pagination: { lastPage } });
    const startIndex = page * size;
    const end = Math.min(size * (page + 1), length);
    return HttpResponse.json({
      products: products.slice(startIndex, end),
      pagination: { length, size, page, lastPage, startIndex, endIndex: end - 1 },
    });
  }),

  http.get(`${BASE}/product`, ({ request }) => HttpResponse.json(db.products.find((p) => p.id === param(request, 'id')) ?? null)),

  http.post(`${BASE}/product`, () => {
    const product: Product = {
      id: db.ids.guid(),
      category: '',
      name: 'A New Product',
      description: '',
      tags: [],
      sku: '',
      barcode: '',
      brand: '',
      vendor: '',
      stock: 0,
      reserved: 0,
      cost: 0,
      basePrice: 0,
      taxPercent: 0,
      price: 0,
      weight: 0,
      thumbnail: null,
      images: [],
      active: false,
    };
    db.products.unshift(product);
    return HttpResponse.json(product);
  }),

  http.patch(`${BASE}/product`, async ({ request }) => {
    const body = await readBody(request);
    const index = db.products.findIndex((p) => p.id === body.id);
    if (index < 0) return HttpResponse.json(null);
    db.products[index] = { ...db.products[index], ...(asObject(body.product) as Partial<Product>), id: db.products[index].id };
    return HttpResponse.json(db.products[index]);
  }),

  http.delete(`${BASE}/product`, ({ request }) => {
    const id = param(request, 'id');
    db.products = db.products.filter((p) => p.id !== id);
    return HttpResponse.json(true);
  }),

  http.post(`${BASE}/tag`, async ({ request }) => {
    const tag = asObject((await readBody(request)).tag) as Partial<InventoryTag> | undefined;
    const created: InventoryTag = { title: '', ...tag, id: db.ids.guid() };
    db.tags.unshift(created);
    return HttpResponse.json(created);
  }),

  http.patch(`${BASE}/tag`, async ({ request }) => {
    const body = await readBody(request);
    const index = db.tags.findIndex((t) => t.id === body.id);
    if (index < 0) return HttpResponse.json(null);
    db.tags[index] = { ...db.tags[index], ...(asObject(body.tag) as Partial<InventoryTag>), id: db.tags[index].id };
    return HttpResponse.json(db.tags[index]);
  }),

  http.delete(`${BASE}/tag`, ({ request }) => {
    const id = param(request, 'id') ?? '';
    db.tags = db.tags.filter((t) => t.id !== id);
    // A deleted tag disappears from every product that carried it.
    db.products = db.products.map((p) => (p.tags.includes(id) ? { ...p, tags: p.tags.filter((t) => t !== id) } : p));
    return HttpResponse.json(true);
  }),
];
