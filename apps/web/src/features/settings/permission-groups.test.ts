import { describe, expect, it } from 'vitest';
import { PERMISSION_AREAS, PERMISSION_CATALOGUE } from '@roadlens/contract/permissions';
import en from './locales/en.json';
import tr from './locales/tr.json';
import { groupPermissions } from './permission-groups.ts';

describe('permission names', () => {
  it('names every permission and area of the catalogue in English and Turkish', () => {
    for (const locale of [en, tr]) {
      const { areas, permissions } = locale.settings.roles as { areas: Record<string, string>; permissions: Record<string, string> };
      expect(PERMISSION_AREAS.filter((a) => !areas[a])).toEqual([]);
      expect(
        Object.values(PERMISSION_CATALOGUE)
          .map((i) => i.key)
          .filter((k) => !permissions[k]),
      ).toEqual([]);
    }
  });

  it('groups by area in area order and leaves out codes not offered or unknown', () => {
    const groups = groupPermissions(['Platform|change_devices', 'Platform|view_map', 'Platform|view_devices', 'Nope|x']);
    expect(groups).toEqual([
      { area: 'map', permissions: [{ code: 'Platform|view_map', key: 'viewMap' }] },
      {
        area: 'sensors',
        permissions: [
          { code: 'Platform|view_devices', key: 'viewDevices' },
          { code: 'Platform|change_devices', key: 'changeDevices' },
        ],
      },
    ]);
  });
});
