import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Me } from '@roadlens/contract/profile';
import { api } from '../../lib/api-client.ts';
import { storage } from '../../lib/storage.ts';
import { filterNavigation } from './filter-navigation.ts';
import { useHasPage } from './route-table.ts';
import type { NavItem, NavigationVariants } from './types.ts';

export const NAVIGATION_QUERY_KEY = ['navigation'] as const;

/** The navigation tree (template call, answered by the mock), filtered for the user (core §6) and the installed pages. */
export function useNavigation(me: Me, permissions: string[]): NavItem[] {
  const hasPage = useHasPage();
  const q = useQuery({
    queryKey: NAVIGATION_QUERY_KEY,
    queryFn: () => api.get<NavigationVariants>('/api/common/navigation'),
    staleTime: Infinity,
  });
  return useMemo(
    () =>
      q.data
        ? filterNavigation(q.data.default, {
            applicationType: me.company.application_type,
            dataTypes: me.company.data_types,
            permissions,
            isSuperuser: me.auth_user.is_superuser,
            isStaff: me.auth_user.is_staff,
            grafanaOrgId: storage.get('grafanaOrgId'),
          }, hasPage)
        : [],
    [q.data, me, permissions, hasPage],
  );
}
