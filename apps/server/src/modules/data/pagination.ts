import type { FastifyRequest } from 'fastify';

/** DRF page-number envelope links: the same URL with `page` moved, or null at either end. */
export function pageLinks(req: FastifyRequest, page: number, pageSize: number, count: number) {
  const link = (p: number) => {
    // The request target is always a path here (absolute-form targets are refused) and the
    // origin is PUBLIC_URL or an allowed Host, so the link never points anywhere else.
    const url = new URL(`${req.publicOrigin}${req.url}`);
    url.searchParams.set('page', String(p));
    return url.toString();
  };
  return {
    count,
    next: page * pageSize < count ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
  };
}
