import { z } from 'zod';

/** Help-center records. */
export const Faq = z.object({ id: z.string(), categoryId: z.string(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof Faq>;
export const FaqCategory = z.object({ id: z.string(), slug: z.string(), title: z.string(), faqs: z.array(Faq) });
export type FaqCategory = z.infer<typeof FaqCategory>;

export const Guide = z.object({ id: z.string(), categoryId: z.string(), slug: z.string(), title: z.string(), subtitle: z.string() });
export type Guide = z.infer<typeof Guide>;
export const GuideCategory = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  guides: z.array(Guide),
  visibleGuides: z.number(),
  totalGuides: z.number(),
});
export type GuideCategory = z.infer<typeof GuideCategory>;

/** A single guide comes with its category and its content (rich text, HTML). */
export const GuideWithCategory = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  guide: Guide.extend({ content: z.string() }),
});
export type GuideWithCategory = z.infer<typeof GuideWithCategory>;

export const DEFAULT_GUIDE_LIMIT = 5;
