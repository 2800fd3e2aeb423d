import type { Queryable } from '../../db/index.ts';

export async function listCompanyProviders(db: Queryable, companyUuid: string): Promise<Array<{ name: string }>> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT p.name FROM sso_providers p JOIN companies c ON c.id = p.company_id WHERE c.uuid = $1::uuid ORDER BY p.name`,
    [companyUuid],
  );
  return rows;
}
