import { PERMISSION_AREAS, PERMISSION_CATALOGUE, type PermissionArea } from '@roadlens/contract/permissions';

export interface PermissionGroup {
  area: PermissionArea;
  permissions: Array<{ code: string; key: string }>;
}

/**
 * The offered permissions grouped by area, in the catalogue's area order. Codes the catalogue does
 * not describe, or of modules this installation lacks, are left out.
 */
export function groupPermissions(offered: readonly string[]): PermissionGroup[] {
  const groups: PermissionGroup[] = [];
  for (const area of PERMISSION_AREAS) {
    const permissions = Object.entries(PERMISSION_CATALOGUE)
      .filter(([code, info]) => info.area === area && info.exists && offered.includes(code))
      .map(([code, info]) => ({ code, key: info.key }));
    if (permissions.length) groups.push({ area, permissions });
  }
  return groups;
}
