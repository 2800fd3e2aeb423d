import type { FastifyInstance } from 'fastify';
import { activities } from '@roadlens/contract/endpoints/activities';
import type { TerminalHour } from '@roadlens/contract/activities';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import { decideActivity, findActivity, listActivities } from './activities.queries.ts';
import { insertAppointment, tagName } from './appointments.queries.ts';
import { gateHours, visitHours } from './terminal-stats.queries.ts';

export default function listActivitiesRoute(app: FastifyInstance) {
  route(app, activities.list, async (req) => {
    const from = new Date(Date.now() - req.query.hours * 3600_000);
    return listActivities(app.db, authOf(req).user.companyId, from, req.query.status);
  });
}

export function getActivityRoute(app: FastifyInstance) {
  route(app, activities.get, async (req) => {
    const activity = await findActivity(app.db, authOf(req).user.companyId, req.params.id);
    if (!activity) throw notFound();
    return activity;
  });
}

/** An activity is decided once: a second decision (or one racing the first) answers 400 on `status`. */
export function decideActivityRoute(app: FastifyInstance) {
  route(app, activities.decide, async (req) => {
    const { user } = authOf(req);
    const comment = req.body.comment ? req.body.comment : null;
    const done = await decideActivity(app.db, user.companyId, req.params.id, { status: req.body.status, comment, userId: user.id });
    const activity = await findActivity(app.db, user.companyId, req.params.id);
    if (!activity) throw notFound();
    if (!done) throw badRequest('status', `This activity was already ${activity.status}.`);
    return activity;
  });
}

export function createAppointmentRoute(app: FastifyInstance) {
  route(app, activities.createAppointment, async (req, reply) => {
    const companyId = authOf(req).user.companyId;
    const name = await tagName(app.db, companyId, req.body.tag_id);
    if (name === null) throw badRequest('tag_id', 'There is no known device with this id.');
    const appointment = await insertAppointment(app.db, companyId, req.body);
    if (!appointment) throw badRequest('rendezvous_number', 'This rendezvous number is already booked.');
    reply.code(201);
    return { ...appointment, tag_name: name };
  });
}

/** Hours with no truck are listed too (with nulls), so a chart's hours line up. */
export function terminalStatsRoute(app: FastifyInstance) {
  route(app, activities.terminalStats, async (req) => {
    const companyId = authOf(req).user.companyId;
    const last = Math.floor(Date.now() / 3600_000) * 3600;
    const first = last - (req.query.hours - 1) * 3600;
    const from = new Date(first * 1000);
    const gates = new Map((await gateHours(app.db, companyId, from)).map((g) => [g.hour_s, g]));
    const visits = new Map((await visitHours(app.db, companyId, from)).map((v) => [v.hour_s, v]));
    const hours: TerminalHour[] = [];
    for (let h = first; h <= last; h += 3600) {
      const g = gates.get(h);
      const v = visits.get(h);
      hours.push({
        hour: new Date(h * 1000).toISOString(),
        trucks: g?.trucks ?? 0,
        gate_wait_s: g?.gate_wait_s ?? null,
        visits: v?.visits ?? 0,
        turn_time_s: v?.turn_time_s ?? null,
        early: v?.early ?? 0,
        on_time: v?.on_time ?? 0,
        late: v?.late ?? 0,
      });
    }
    return { from: from.toISOString(), hours };
  });
}
