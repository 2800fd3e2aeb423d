import { http, HttpResponse } from 'msw';
import { fieldError } from '../../shared/read-body.ts';
import { DEFAULT_GUIDE_LIMIT } from '../model.ts';
import { db, guideContentOf } from './db.ts';

const BASE = '*/api/apps/help-center';
const param = (request: Request, name: string) => new URL(request.url).searchParams.get(name) || null;

/** The help-center calls, over the read-only sample articles. */
export const helpCenterHandlers = [
  http.get(`${BASE}/faqs`, ({ request }) => {
    const slug = param(request, 'slug');
    const categories = slug ? db.faqCategories.filter((c) => c.slug === slug) : db.faqCategories;
    return HttpResponse.json(categories.map((c) => ({ ...c, faqs: db.faqs.filter((f) => f.categoryId === c.id) })));
  }),

  http.get(`${BASE}/guides`, ({ request }) => {
    const slug = param(request, 'slug');
    const rawLimit = param(request, 'limit');
    const limit = rawLimit === null ? (slug ? Infinity : DEFAULT_GUIDE_LIMIT) : Number(rawLimit);
    if (!(Number.isInteger(limit) && limit > 0) && limit !== Infinity) return fieldError('limit', 'Limit is a whole number from 1.');
    // One category lists all its guides unless a limit is given; the overview shows 5 per category.
    const categories = slug ? db.guideCategories.filter((c) => c.slug === slug) : db.guideCategories;
    return HttpResponse.json(
      categories.map((c) => {
        const all = db.guides.filter((g) => g.categoryId === c.id);
        const guides = all.slice(0, limit);
        return { ...c, guides, visibleGuides: guides.length, totalGuides: all.length };
      }),
    );
  }),

  http.get(`${BASE}/guide`, ({ request }) => {
    const category = db.guideCategories.find((c) => c.slug === param(request, 'categorySlug'));
    const guide = category && db.guides.find((g) => g.categoryId === category.id && g.slug === param(request, 'guideSlug'));
    if (!category || !guide) return HttpResponse.json(null);
    return HttpResponse.json({ ...category, guide: { ...guide, content: guideContentOf(guide) } });
  }),
];
