import type { Queryable } from '../../db/index.ts';

/** The company's own basemap style address; null when it uses the server's. */
export async function companyBasemap(db: Queryable, companyId: number): Promise<string | null> {
  const { rows } = await db.query<{ url: string | null }>('SELECT basemap_style_url AS url FROM companies WHERE id = $1', [companyId]);
  return rows[0]?.url ?? null;
}
