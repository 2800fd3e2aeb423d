import { z } from 'zod';

/** DRF-style error body: `{detail}` for the request as a whole, `{field: [messages]}` per field. */
export const ErrorBody = z.union([
  z.object({ detail: z.string() }),
  z.record(z.string(), z.array(z.string())),
]);
export type ErrorBody = z.infer<typeof ErrorBody>;

/** DRF page-number pagination query. */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(10000).default(10),
  ordering: z.string().max(100).optional(),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** DRF list envelope. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

export const IdParams = z.object({ id: z.coerce.number().int().positive() });

/** Query flags arrive as text; DRF accepts true/false/1/0. */
export const queryBool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'True', 'False'])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'True');

export const Ok = z.object({ detail: z.string() });
