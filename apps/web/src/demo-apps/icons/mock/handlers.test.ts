import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, useMockServer as startMockServer } from '../../shared/testing/mock-server.ts';
import { ICON_SETS } from '../icon-sets.ts';
import type { IconSet } from '../model.ts';
import { iconsHandlers } from './handlers.ts';

startMockServer(...iconsHandlers);

const iconsDir = path.dirname(createRequire(import.meta.url).resolve('@mui/icons-material/package.json'));

describe('icon sets', () => {
  it.each(Object.keys(ICON_SETS))('%s lists only icons that exist in that variant', async (id) => {
    const { body } = await call<IconSet>(`api/ui/icons/${id}`);
    expect(body).toMatchObject({ namespace: id, name: expect.stringMatching(/^Material /), grid: 32 });
    expect(body.list.length).toBeGreaterThan(2000);
    expect(body.list).toEqual([...body.list].sort());
    const missing = body.list.filter((n) => !existsSync(path.join(iconsDir, `${n}${body.suffix}.js`)));
    expect(missing).toEqual([]);
  });

  it('knows the common icons', async () => {
    const { body } = await call<IconSet>('api/ui/icons/material-outline');
    expect(body.list).toEqual(expect.arrayContaining(['Home', 'Delete', 'Traffic', 'Sensors']));
  });

  it('answers null for an unknown set', async () => {
    expect((await call('api/ui/icons/heroicons-solid')).body).toBeNull();
  });
});
