import type { FastifyInstance } from 'fastify';
import { junctions } from '@roadlens/contract/endpoints/junctions';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import { companyDeviceIds, companyTimeZone, deleteJunction, findJunction, insertJunction, listJunctions } from './junctions.queries.ts';
import { movementHours } from './turns.queries.ts';
import { junctionFigures } from './analysis.ts';

export default function listJunctionsRoute(app: FastifyInstance) {
  route(app, junctions.list, async (req) => listJunctions(app.db, authOf(req).user.companyId));
}

export function getJunctionRoute(app: FastifyInstance) {
  route(app, junctions.get, async (req) => {
    const j = await findJunction(app.db, authOf(req).user.companyId, req.params.id);
    if (!j) throw notFound();
    return j;
  });
}

export function createJunctionRoute(app: FastifyInstance) {
  route(app, junctions.create, async (req, reply) => {
    const companyId = authOf(req).user.companyId;
    const arms = req.body.arms;
    const own = await companyDeviceIds(
      app.db,
      companyId,
      arms.flatMap((a) => [a.approach_device_id, a.exit_device_id]),
    );
    arms.forEach((a, i) => {
      for (const k of ['approach_device_id', 'exit_device_id'] as const) {
        if (!own.has(a[k])) throw badRequest(`arms.${i}.${k}`, 'No such sensor.');
      }
    });
    const id = await insertJunction(app.db, companyId, req.body);
    reply.code(201);
    return (await findJunction(app.db, companyId, id))!;
  });
}

export function deleteJunctionRoute(app: FastifyInstance) {
  route(app, junctions.delete, async (req, reply) => {
    if (!(await deleteJunction(app.db, authOf(req).user.companyId, req.params.id))) throw notFound();
    return reply.code(204).send();
  });
}

/** Today in the time zone, as YYYY-MM-DD. */
const localToday = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

export function junctionAnalysisRoute(app: FastifyInstance) {
  route(app, junctions.analysis, async (req) => {
    const companyId = authOf(req).user.companyId;
    const junction = await findJunction(app.db, companyId, req.params.id);
    if (!junction) throw notFound();
    const timeZone = await companyTimeZone(app.db, companyId);
    const date = req.query.date ?? localToday(timeZone);
    const rows = await movementHours(app.db, junction.arms, date, timeZone, req.query.max_minutes);
    const positions = junction.arms.map((a) => a.position);
    return { junction, date, time_zone: timeZone, max_minutes: req.query.max_minutes, ...junctionFigures(positions, rows) };
  });
}
