import type { FastifyInstance } from 'fastify';
import type { DeviceHealth } from '@roadlens/contract/device-health';
import { alerts } from '@roadlens/contract/endpoints/alerts';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { deviceRates } from './device-health.queries.ts';
import { deviceProblem } from './health-rules.ts';

const ORDER = { offline: 0, silent: 1, low_rate: 2 } as const;

/**
 * The alerts dashboard until alert rules land: sensors offline,
 * silent, or detecting far below their usual rate for this hour of the week.
 */
export default function deviceHealth(app: FastifyInstance) {
  route(app, alerts.deviceHealth, async (req) => {
    const rows = await deviceRates(app.db, authOf(req).user.companyId);
    const counts = { offline: 0, silent: 0, low_rate: 0, healthy: 0 };
    const problems: DeviceHealth[] = [];
    for (const r of rows) {
      const usual = r.usual === null ? null : Math.round(r.usual * 10) / 10;
      const problem = deviceProblem(r.age_s, r.rate, usual);
      counts[problem ?? 'healthy'] += 1;
      if (!problem) continue;
      const lastSeen = r.last_seen === null ? null : new Date(r.last_seen).toISOString();
      problems.push({
        id: r.id,
        name: r.name,
        serial: r.serial,
        last_seen: lastSeen,
        problem,
        rate_per_hour: r.rate,
        usual_per_hour: usual,
      });
    }
    // Stable sort: rows arrive ordered by name.
    problems.sort((a, b) => ORDER[a.problem!] - ORDER[b.problem!]);
    return { checked_at: new Date().toISOString(), counts, problems };
  });
}
