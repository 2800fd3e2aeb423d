import type { FastifyRequest } from 'fastify';

/** DRF page-number envelope links: the same URL with `page` moved, or null at either end. */
export function pageLinks(req: FastifyRequest, page: number, pageSize: number, count: number) {
  const link = (p: number) => {
    const url = new URL(req.url, `${req.protocol}://${req.host}`);
    url.searchParams.set('page', String(p));
    return url.toString();
  };
  return {
    count,
    next: page * pageSize < count ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
  };
}
