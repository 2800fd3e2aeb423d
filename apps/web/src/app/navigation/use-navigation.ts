import { useMemo } from 'react';
import type { Me } from '@roadlens/contract/profile';
import { storage } from '../../lib/storage.ts';
import { filterNavigation } from './filter-navigation.ts';
import { navigationTree } from './navigation-tree.ts';
import { useHasPage } from './route-table.ts';
import type { NavItem } from './types.ts';

/**
 * The navigation tree, filtered for the user's application, permissions and data types and for the installed pages. The tree is the
 * one the template mock answers at `api/common/navigation`, built here directly so the product's
 * menu never waits for (or depends on) the template areas' mock.
 */
export function useNavigation(me: Me, permissions: string[]): NavItem[] {
  const hasPage = useHasPage();
  return useMemo(
    () =>
      filterNavigation(
        navigationTree(),
        {
          applicationType: me.company.application_type,
          dataTypes: me.company.data_types,
          permissions,
          isSuperuser: me.auth_user.is_superuser,
          isStaff: me.auth_user.is_staff,
          grafanaOrgId: storage.get('grafanaOrgId'),
        },
        hasPage,
      ),
    [me, permissions, hasPage],
  );
}
