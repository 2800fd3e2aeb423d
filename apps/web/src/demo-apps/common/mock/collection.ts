import { http, HttpResponse } from 'msw';
import { asObject, readBody } from '../../shared/read-body.ts';

type Item = { id: string };

/**
 * The item a body carries: `{message: {...}}` (the core's and the template's wrapped shape) or the
 * item itself (`{title, ...}`, or the core's `{message: 'text'}` whose `message` is its text).
 */
function itemOf(body: Record<string, unknown>, key: string): Record<string, unknown> {
  return asObject(body[key]) ?? body;
}

/**
 * GET/POST/PATCH/DELETE for one of the shell's lists (not paged). New items go first; ids are
 * the mock's; DELETE answers the removed item (or null).
 */
export function collectionHandlers<T extends Item>(
  path: string,
  key: string,
  items: () => T[],
  setItems: (next: T[]) => void,
  create: (input: Record<string, unknown>) => T,
) {
  const url = `*/api/common/${path}`;
  return [
    http.get(url, () => HttpResponse.json(items())),

    http.post(url, async ({ request }) => {
      const item = create(itemOf(await readBody(request), key));
      setItems([item, ...items()]);
      return HttpResponse.json(item);
    }),

    http.patch(url, async ({ request }) => {
      const body = await readBody(request);
      const wrapped = asObject(body[key]);
      const { id: _id, ...patch } = wrapped ?? body;
      const id = body.id ?? wrapped?.id;
      const found = items().find((i) => i.id === id);
      if (!found) return HttpResponse.json(null);
      const updated = { ...found, ...patch, id: found.id } as T;
      setItems(items().map((i) => (i.id === found.id ? updated : i)));
      return HttpResponse.json(updated);
    }),

    http.delete(url, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id');
      const found = items().find((i) => i.id === id) ?? null;
      setItems(items().filter((i) => i.id !== id));
      return HttpResponse.json(found);
    }),
  ];
}

/** mark-all-as-read and toggle-read-status for messages and notifications. */
export function readStateHandlers<T extends Item & { read: boolean }>(
  path: string,
  key: string,
  items: () => T[],
  setItems: (next: T[]) => void,
) {
  const url = `*/api/common/${path}`;
  return [
    http.get(`${url}/mark-all-as-read`, () => {
      setItems(items().map((i) => ({ ...i, read: true, seen: true })));
      return HttpResponse.json(true);
    }),

    // Sets `read` to the value sent; without one it flips.
    http.post(`${url}/toggle-read-status`, async ({ request }) => {
      const body = await readBody(request);
      const input = itemOf(body, key);
      const found = items().find((i) => i.id === (input.id ?? body.id));
      if (!found) return HttpResponse.json(null);
      const read = typeof input.read === 'boolean' ? input.read : !found.read;
      const updated = { ...found, read };
      setItems(items().map((i) => (i.id === found.id ? updated : i)));
      return HttpResponse.json(updated);
    }),
  ];
}
