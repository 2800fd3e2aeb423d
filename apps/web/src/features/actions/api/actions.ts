import { actions } from '@roadlens/contract/endpoints/actions';
import { alertRules } from '@roadlens/contract/endpoints/alert-rules';
import { signs } from '@roadlens/contract/endpoints/signs';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api/client.ts';
import { actionKeys, alertKeys, signKeys } from '../../../lib/api/keys.ts';

export const useActions = () => useEndpointQuery(actionKeys, actions.list, { query: { page_size: 1000 } });
export const useDeliveries = (id: number) =>
  useEndpointQuery(actionKeys, actions.deliveries, { params: { id }, query: { page_size: 50 } }, { refetchInterval: 10_000 });
export const useRuleOptions = () =>
  useEndpointQuery(alertKeys, alertRules.list, { query: { page_size: 1000 } }, { staleTime: 30_000, select: (p) => p.results });

/** The company's signs, for a sign message override (fetched only when that kind is chosen). */
export const useSignOptions = (enabled: boolean) => useEndpointQuery(signKeys, signs.list, {}, { enabled, staleTime: 60_000 });

export const useCreateAction = () => useEndpointMutation(actions.create, { invalidates: [actionKeys.all, alertKeys.all] });
export const useUpdateAction = () => useEndpointMutation(actions.update, { invalidates: [actionKeys.all, alertKeys.all] });
export const useDeleteAction = () => useEndpointMutation(actions.delete, { invalidates: [actionKeys.all, alertKeys.all] });
export const useRotateSecret = () => useEndpointMutation(actions.rotateSecret, { invalidates: [actionKeys.all] });
export const useSendTest = () => useEndpointMutation(actions.sendTest, { invalidates: [actionKeys.all] });
