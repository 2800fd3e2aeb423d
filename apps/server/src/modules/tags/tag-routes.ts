import type { FastifyInstance } from 'fastify';
import { tags } from '@roadlens/contract/endpoints/tags';
import { normaliseMac } from '@roadlens/contract/tags';
import { rekeyFingerprint } from '@roadlens/traffic/fingerprint';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import { companySecret } from '../ingest/ingest.queries.ts';
import { deleteTag, findTag, insertTag, listTags, renameTag, tagDevices, tagTrips } from './tags.queries.ts';

const withoutKey = <T extends { fingerprint: string }>({ fingerprint: _, ...rest }: T) => rest;

export default function listTagsRoute(app: FastifyInstance) {
  route(app, tags.list, async (req) => listTags(app.db, authOf(req).user.companyId));
}

export function getTagRoute(app: FastifyInstance) {
  route(app, tags.get, async (req) => {
    const companyId = authOf(req).user.companyId;
    const tag = await findTag(app.db, companyId, req.params.id);
    if (!tag) throw notFound();
    const from = new Date(Date.now() - req.query.days * 86400_000);
    const [devices, trips] = [
      await tagDevices(app.db, companyId, tag.fingerprint, from),
      await tagTrips(app.db, companyId, tag.fingerprint, from),
    ];
    return { ...withoutKey(tag), from: from.toISOString(), devices, trips };
  });
}

/**
 * The MAC (in the colon form sensors send) or tag id is keyed with the company's secret exactly
 * as ingest keys a detection's fingerprint, so the tag finds its detections; only the key is stored.
 */
export function createTagRoute(app: FastifyInstance) {
  route(app, tags.create, async (req, reply) => {
    const companyId = authOf(req).user.companyId;
    const { name, mac, tag_id } = req.body;
    const raw = mac !== undefined ? normaliseMac(mac) : tag_id!;
    const key = rekeyFingerprint(await companySecret(app.db, companyId), raw);
    const id = await insertTag(app.db, companyId, name, mac !== undefined ? 'mac' : 'tag', key);
    if (id === null) throw badRequest(mac !== undefined ? 'mac' : 'tag_id', 'This device is already known.');
    reply.code(201);
    return withoutKey((await findTag(app.db, companyId, id))!);
  });
}

export function patchTagRoute(app: FastifyInstance) {
  route(app, tags.patch, async (req) => {
    const companyId = authOf(req).user.companyId;
    if (!(await renameTag(app.db, companyId, req.params.id, req.body.name))) throw notFound();
    return withoutKey((await findTag(app.db, companyId, req.params.id))!);
  });
}

export function deleteTagRoute(app: FastifyInstance) {
  route(app, tags.delete, async (req, reply) => {
    if (!(await deleteTag(app.db, authOf(req).user.companyId, req.params.id))) throw notFound();
    return reply.code(204).send();
  });
}
