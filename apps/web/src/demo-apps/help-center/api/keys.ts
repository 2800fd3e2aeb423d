export const helpCenterKeys = {
  all: ['demo', 'help-center'] as const,
  faqs: (slug?: string) => [...helpCenterKeys.all, 'faqs', slug ?? 'all'] as const,
  guides: (slug?: string, limit?: number) => [...helpCenterKeys.all, 'guides', slug ?? 'all', limit ?? 'default'] as const,
  guide: (categorySlug: string, guideSlug: string) => [...helpCenterKeys.all, 'guide', categorySlug, guideSlug] as const,
};
