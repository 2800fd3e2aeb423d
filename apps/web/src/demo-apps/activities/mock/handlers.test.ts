import { describe, expect, it } from 'vitest';
import { call, useMockServer as startMockServer } from '../../shared/testing/mock-server.ts';
import type { Activity } from '../model.ts';
import { activitiesHandlers } from './handlers.ts';

startMockServer(...activitiesHandlers);

describe('activities', () => {
  it('lists activities newest first, each with an icon or an image', async () => {
    const { body } = await call<Activity[]>('api/pages/activities');
    expect(body.length).toBeGreaterThan(10);
    const dates = body.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const a of body) {
      expect(Boolean(a.icon) !== Boolean(a.image)).toBe(true);
      expect(a).toEqual({
        id: expect.any(String),
        icon: a.icon,
        image: a.image,
        description: expect.any(String),
        date: expect.any(String),
        extraContent: a.extraContent,
        linkedContent: a.linkedContent,
        link: a.link,
        useRouter: Boolean(a.link),
      });
      if (a.link) expect(a.link.startsWith('/')).toBe(true);
    }
  });

  it('answers the same entries on every call', async () => {
    const [a, b] = await Promise.all([call<Activity[]>('api/pages/activities'), call<Activity[]>('api/pages/activities')]);
    expect(a.body.map((x) => x.id)).toEqual(b.body.map((x) => x.id));
  });
});
