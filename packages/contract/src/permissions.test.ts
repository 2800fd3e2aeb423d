import { describe, expect, it } from 'vitest';
import { PERMISSION_AREAS, PERMISSION_CATALOGUE, PERMISSIONS, type PermissionInfo } from './permissions.ts';
import { allEndpoints, tables } from './endpoints/index.ts';

const catalogue = Object.entries(PERMISSION_CATALOGUE) as Array<[string, PermissionInfo]>;

describe('permission catalogue', () => {
  it('describes every permission once, in a known area, with a unique name key', () => {
    expect(catalogue.map(([code]) => code).sort()).toEqual([...PERMISSIONS].sort());
    for (const [, info] of catalogue) expect(PERMISSION_AREAS).toContain(info.area);
    expect(new Set(catalogue.map(([, i]) => i.key)).size).toBe(catalogue.length);
  });

  it('marks a module present exactly when its endpoint table is part of the API', () => {
    for (const [code, info] of catalogue) {
      if (info.module) expect(info.exists, `${code}: module ${info.module}`).toBe(info.module in tables);
    }
  });

  it('marks present every permission an endpoint requires', () => {
    for (const e of allEndpoints) {
      const p = 'permission' in e.endpoint.access ? e.endpoint.access.permission : undefined;
      if (p) expect(PERMISSION_CATALOGUE[p as keyof typeof PERMISSION_CATALOGUE]?.exists, `${e.id} needs ${p}`).toBe(true);
    }
  });
});
