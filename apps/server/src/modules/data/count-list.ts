import type { FastifyInstance } from 'fastify';
import { data } from '@roadlens/contract/endpoints/data';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { countPerDay } from './data.queries.ts';
import { recordFilter } from './list-records.ts';

/** Detections per UTC day. */
export default function countList(app: FastifyInstance) {
  route(app, data.countList, async (req) => countPerDay(app.db, recordFilter(authOf(req).user.companyId, req.query)));
}
