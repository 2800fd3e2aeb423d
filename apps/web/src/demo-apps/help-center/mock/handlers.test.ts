// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { call, useMockServer as startMockServer } from '../../shared/testing/mock-server.ts';
import { FaqCategory, GuideCategory, GuideWithCategory } from '../model.ts';
import { db } from './db.ts';
import { helpCenterHandlers } from './handlers.ts';

startMockServer(...helpCenterHandlers);

describe('help center mock: FAQs', () => {
  it('lists every category with its FAQs', async () => {
    const { status, body } = await call<FaqCategory[]>('api/apps/help-center/faqs');
    expect(status).toBe(200);
    expect(body.map((c) => FaqCategory.parse(c).slug)).toEqual(['most-asked', 'general-inquiries', 'licenses', 'payments', 'support']);
    for (const c of body) {
      expect(c.faqs.length).toBeGreaterThan(2);
      expect(c.faqs.every((f) => f.categoryId === c.id)).toBe(true);
    }
    expect(body.flatMap((c) => c.faqs)).toHaveLength(db.faqs.length);
  });

  it('narrows to one category by slug; an unknown slug gives none', async () => {
    const { body } = await call<FaqCategory[]>('api/apps/help-center/faqs?slug=payments');
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ slug: 'payments', title: 'Payments' });
    expect(body[0].faqs).toHaveLength(5);
    expect((await call('api/apps/help-center/faqs?slug=nope')).body).toEqual([]);
  });

  it('mentions the minimum $20 credit and the 14-day trial', async () => {
    const text = (await call<FaqCategory[]>('api/apps/help-center/faqs')).body
      .flatMap((c) => c.faqs.map((f) => `${f.question} ${f.answer}`))
      .join(' ');
    expect(text).toContain('$20');
    expect(text).toContain('14-day trial');
  });
});

describe('help center mock: guides', () => {
  it('shows at most 5 guides per category by default, with visible and total counts, without content', async () => {
    const { body } = await call<GuideCategory[]>('api/apps/help-center/guides');
    expect(body.map((c) => GuideCategory.parse(c).slug)).toEqual(['getting-started', 'projects', 'settings', 'payments', 'your-account']);
    const started = body.find((c) => c.slug === 'getting-started')!;
    expect(started).toMatchObject({ visibleGuides: 5, totalGuides: 7 });
    expect(started.guides).toHaveLength(5);
    const settings = body.find((c) => c.slug === 'settings')!;
    expect(settings).toMatchObject({ visibleGuides: 4, totalGuides: 4 });
    expect(body.every((c) => c.guides.every((g) => !('content' in g) && g.categoryId === c.id))).toBe(true);
  });

  it('honours a limit, and lists a whole category by slug', async () => {
    const limited = (await call<GuideCategory[]>('api/apps/help-center/guides?limit=2')).body;
    expect(limited.every((c) => c.guides.length <= 2 && c.visibleGuides === c.guides.length)).toBe(true);
    const one = (await call<GuideCategory[]>('api/apps/help-center/guides?slug=getting-started')).body;
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ slug: 'getting-started', visibleGuides: 7, totalGuides: 7 });
    const oneLimited = (await call<GuideCategory[]>('api/apps/help-center/guides?slug=getting-started&limit=3')).body;
    expect(oneLimited[0]).toMatchObject({ visibleGuides: 3, totalGuides: 7 });
    expect((await call('api/apps/help-center/guides?slug=nope')).body).toEqual([]);
  });

  it('rejects a limit that is not a positive whole number', async () => {
    for (const limit of ['0', '-1', 'x', '2.5']) {
      const res = await call(`api/apps/help-center/guides?limit=${limit}`);
      expect(res).toMatchObject({ status: 400, body: { limit: [expect.any(String)] } });
    }
  });

  it('gets one guide with its category and content', async () => {
    const { body } = await call<GuideWithCategory>('api/apps/help-center/guide?categorySlug=projects&guideSlug=creating-a-project');
    GuideWithCategory.parse(body);
    expect(body).toMatchObject({ slug: 'projects', title: 'Projects', guide: { slug: 'creating-a-project', title: 'Creating a project' } });
    expect(body.guide.content).toContain('<h2>');
  });

  it('answers null for an unknown category or guide, or a guide of another category', async () => {
    expect((await call('api/apps/help-center/guide?categorySlug=nope&guideSlug=creating-a-project')).body).toBeNull();
    expect((await call('api/apps/help-center/guide?categorySlug=projects&guideSlug=nope')).body).toBeNull();
    expect((await call('api/apps/help-center/guide?categorySlug=settings&guideSlug=creating-a-project')).body).toBeNull();
  });
});
