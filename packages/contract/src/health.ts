import { z } from 'zod';

export const Health = z.object({
  status: z.literal('ok'),
  version: z.string(),
  release: z.string(),
  database: z.enum(['pglite', 'postgres']),
  migration: z.number().int(),
});
export type Health = z.infer<typeof Health>;
