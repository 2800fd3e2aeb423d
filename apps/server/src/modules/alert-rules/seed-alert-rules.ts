import type { AlertRuleInput } from '@roadlens/contract/alert-rules';
import { AlertRuleInput as Schema } from '@roadlens/contract/alert-rules';
import type { SeedStep } from '../../seed/index.ts';
import { insertRule } from './rules.queries.ts';

/**
 * Rules Demo City starts with, over every sensor and link, so the simulated city's rush hours,
 * incidents and sensor trouble raise real alerts (and the bell real notifications) soon after start.
 */
export const DEMO_RULES: Array<Partial<AlertRuleInput> & Pick<AlertRuleInput, 'name' | 'object_type' | 'condition'>> = [
  { name: 'Sensor offline', object_type: 'device', condition: { kind: 'sensor_offline' }, severity: 'error' },
  { name: 'Sensor silent', object_type: 'device', condition: { kind: 'sensor_silent' }, pending_minutes: 5 },
  // The demo city's links see a few vehicles per 5 minutes: two agreeing samples are the least a value may rest on.
  {
    name: 'Busy traffic',
    object_type: 'link',
    condition: { kind: 'free_flow_percent', metric: 'travel_time', op: 'above', percent: 125, recover_percent: 110 },
    min_samples: 2,
    severity: 'success',
  },
  {
    name: 'Much slower than usual',
    object_type: 'link',
    condition: { kind: 'typical_percent', metric: 'travel_time', op: 'above', percent: 40, recover_percent: 20 },
    pending_minutes: 5,
    min_samples: 2,
  },
  {
    name: 'Heavy congestion',
    object_type: 'link',
    condition: { kind: 'free_flow_percent', metric: 'speed', op: 'below', percent: 40, recover_percent: 50 },
    min_samples: 2,
    severity: 'error',
  },
  {
    name: 'Route delay over 5 minutes',
    object_type: 'route',
    condition: { kind: 'delay', reference: 'free_flow', seconds: 300, recover_seconds: 180 },
    min_samples: 1,
  },
];

export const seedAlertRules: SeedStep = async (db, ids) => {
  for (const r of DEMO_RULES) await insertRule(db, ids.companies.demo, Schema.parse(r));
};
