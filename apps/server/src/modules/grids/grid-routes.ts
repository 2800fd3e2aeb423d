import type { FastifyInstance } from 'fastify';
import type { Grid } from '@roadlens/contract/grids';
import { grids } from '@roadlens/contract/endpoints/grids';
import type { Queryable } from '../../db/index.ts';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { companyDevices, deleteGrid, gridExists, insertGrid, loadGrids, renameGrid } from './grids.queries.ts';
import { checkZones, writeZones } from './write-zones.ts';
import { resolveZones } from './zones.ts';

/** The company's grids (or one), each zone with the sensors it has now. */
export async function readGrids(db: Queryable, companyId: number, gridId: number | null): Promise<Grid[]> {
  const rows = await loadGrids(db, companyId, gridId);
  if (!rows.length) return [];
  const devices = await companyDevices(db, companyId);
  return rows.map((g) => ({ id: g.id, name: g.name, created_at: g.created_at, zones: resolveZones(g.zones, devices) }));
}

/** The company's grid, or a 404 (also for another company's). */
export async function gridOr404(db: Queryable, companyId: number, gridId: number): Promise<Grid> {
  const [grid] = await readGrids(db, companyId, gridId);
  if (!grid) throw notFound();
  return grid;
}

export default function listGridsRoute(app: FastifyInstance) {
  route(app, grids.list, async (req) => readGrids(app.db, authOf(req).user.companyId, null));
}

export function getGridRoute(app: FastifyInstance) {
  route(app, grids.get, async (req) => gridOr404(app.db, authOf(req).user.companyId, req.params.id));
}

export function createGridRoute(app: FastifyInstance) {
  route(app, grids.create, async (req, reply) => {
    const companyId = authOf(req).user.companyId;
    await checkZones(app.db, companyId, null, req.body.zones);
    const id = await app.db.transaction(async (tx) => {
      const gridId = await insertGrid(tx, companyId, req.body.name);
      await writeZones(tx, gridId, req.body.zones);
      return gridId;
    });
    reply.code(201);
    return gridOr404(app.db, companyId, id);
  });
}

export function patchGridRoute(app: FastifyInstance) {
  route(app, grids.patch, async (req) => {
    const companyId = authOf(req).user.companyId;
    const gridId = req.params.id;
    if (!(await gridExists(app.db, companyId, gridId))) throw notFound();
    const { name, zones } = req.body;
    if (zones) await checkZones(app.db, companyId, gridId, zones);
    await app.db.transaction(async (tx) => {
      if (name !== undefined) await renameGrid(tx, companyId, gridId, name);
      if (zones) await writeZones(tx, gridId, zones);
    });
    return gridOr404(app.db, companyId, gridId);
  });
}

export function deleteGridRoute(app: FastifyInstance) {
  route(app, grids.delete, async (req, reply) => {
    if (!(await deleteGrid(app.db, authOf(req).user.companyId, req.params.id))) throw notFound();
    return reply.code(204).send();
  });
}
