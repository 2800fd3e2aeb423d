import { alertRules } from '@roadlens/contract/endpoints/alert-rules';
import { actions } from '@roadlens/contract/endpoints/actions';
import { devices } from '@roadlens/contract/endpoints/devices';
import { links } from '@roadlens/contract/endpoints/links';
import { routes } from '@roadlens/contract/endpoints/routes';
import { signs } from '@roadlens/contract/endpoints/signs';
import { tags } from '@roadlens/contract/endpoints/tags';
import type { AlertObjectType } from '@roadlens/contract/alert-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api/client.ts';
import { useLiveEvent } from '../../../lib/api/live.ts';
import { actionKeys, alertKeys, deviceKeys, linkKeys, routeKeys, signKeys, tagKeys } from '../../../lib/api/keys.ts';

/**
 * Live: states change as intervals arrive. The server announces each evaluation that wrote states
 * (`useLiveAlertStates`); the periodic reload covers a dropped event stream.
 */
const LIVE = { refetchInterval: 30_000 };

/** A screen showing rule states loads them again as soon as the server announces new ones. Used once per page. */
export function useLiveAlertStates() {
  const client = useQueryClient();
  useLiveEvent('alert_states', () => void client.invalidateQueries({ queryKey: alertKeys.all }));
}

export const useRules = () => useEndpointQuery(alertKeys, alertRules.list, { query: { page_size: 1000 } }, LIVE);
export const useRuleStates = (id: number) =>
  useEndpointQuery(alertKeys, alertRules.states, { params: { id } }, { enabled: id > 0, ...LIVE });
export const useRecentEvents = () => useEndpointQuery(alertKeys, alertRules.events, { query: { page_size: 20 } }, LIVE);
export const useObjectAlerts = (type: AlertObjectType, id: number) =>
  useEndpointQuery(
    alertKeys,
    alertRules.ofObject,
    { params: { object_type: type, object_id: id } },
    { enabled: id > 0, retry: false, callOptions: { no404Intercept: true }, ...LIVE },
  );
export const useExplanation = (id: number | null) =>
  useEndpointQuery(alertKeys, alertRules.explain, { params: { id: id ?? 0 } }, { enabled: !!id });

export const useCreateRule = () => useEndpointMutation(alertRules.create, { invalidates: [alertKeys.all, actionKeys.all] });
export const useUpdateRule = () => useEndpointMutation(alertRules.update, { invalidates: [alertKeys.all, actionKeys.all] });
export const useDeleteRule = () => useEndpointMutation(alertRules.delete, { invalidates: [alertKeys.all, actionKeys.all] });
export const useAcknowledge = () => useEndpointMutation(alertRules.acknowledge, { invalidates: [alertKeys.all] });
export const useResolve = () => useEndpointMutation(alertRules.resolve, { invalidates: [alertKeys.all] });

/** What a rule can watch and notify through: the company's objects of each kind and its actions. */
export function useObjectOptions(type: AlertObjectType) {
  const l = useEndpointQuery(
    linkKeys,
    links.list,
    { query: { page_size: 10000, ordering: 'name' } },
    { enabled: type === 'link', staleTime: 60_000 },
  );
  const r = useEndpointQuery(routeKeys, routes.list, { query: { page_size: 10000 } }, { enabled: type === 'route', staleTime: 60_000 });
  const d = useSensorOptions(type === 'device');
  const s = useEndpointQuery(signKeys, signs.list, {}, { enabled: type === 'sign', staleTime: 60_000 });
  const g = useEndpointQuery(tagKeys, tags.list, {}, { enabled: type === 'tag', staleTime: 60_000 });
  if (type === 'device') return d;
  const list = type === 'sign' ? s.data : type === 'tag' ? g.data : (type === 'link' ? l.data : r.data)?.results;
  return (list ?? []).map((o) => ({ id: o.id, name: o.name }));
}

/** The company's sensors by name (their serial when unnamed): what a device rule watches, or where a tag rule listens. */
export function useSensorOptions(enabled: boolean) {
  const d = useEndpointQuery(deviceKeys, devices.list, { query: { page_size: 10000 } }, { enabled, staleTime: 60_000 });
  return (d.data?.results ?? []).map((o) => ({ id: o.id, name: o.name || o.serial }));
}
export const useActionOptions = () =>
  useEndpointQuery(actionKeys, actions.list, { query: { page_size: 1000 } }, { staleTime: 30_000, select: (p) => p.results });
