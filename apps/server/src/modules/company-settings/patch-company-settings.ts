import type { FastifyInstance } from 'fastify';
import { company } from '@roadlens/contract/endpoints/company';
import type { CompanySettingsPatch } from '@roadlens/contract/company';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { notify } from '../notifications/notify.ts';
import { changedSettings, changeTitle } from './changed-settings.ts';
import { getCompanySettings, updateCompanySettings } from './company-settings.queries.ts';

/** Saves the changed settings and tells every user of the company what changed (a Company notification). */
export default function patchCompanySettings(app: FastifyInstance) {
  route(app, company.patch, async (req) => {
    const { companyId } = authOf(req).user;
    const before = await getCompanySettings(app.db, companyId);
    if (!before) throw notFound();
    const keys = changedSettings(before, req.body);
    if (keys.length === 0) return before;
    const patch = Object.fromEntries(keys.map((k) => [k, req.body[k]])) as CompanySettingsPatch;
    const after = await updateCompanySettings(app.db, companyId, patch);
    if (!after) throw notFound();
    await notify(app.db, app.events, {
      companyId,
      level: 'success',
      actor_type: 'company',
      actor_object_id: companyId,
      verb: 'updated',
      description: changeTitle(keys),
      data: { title: changeTitle(keys), changed: keys },
    });
    return after;
  });
}
