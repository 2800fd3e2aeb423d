import listRules from './list-rules.ts';
import createRule from './create-rule.ts';
import getRule from './get-rule.ts';
import updateRule from './update-rule.ts';
import deleteRule from './delete-rule.ts';
import ruleStates from './rule-states.ts';
import listEvents from './list-events.ts';
import explainEvent from './explain-event.ts';
import acknowledgeEvent from './acknowledge-event.ts';
import resolveEvent from './resolve-event.ts';
import objectAlerts from './object-alerts.ts';

export default [
  listRules,
  createRule,
  getRule,
  updateRule,
  deleteRule,
  ruleStates,
  listEvents,
  explainEvent,
  acknowledgeEvent,
  resolveEvent,
  objectAlerts,
];
