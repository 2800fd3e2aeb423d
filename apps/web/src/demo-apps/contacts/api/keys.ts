export const contactKeys = {
  all: ['demo', 'contacts'] as const,
  lists: () => [...contactKeys.all, 'list'] as const,
  list: (query: string) => [...contactKeys.lists(), query] as const,
  detail: (id: string) => [...contactKeys.all, 'detail', id] as const,
  countries: () => [...contactKeys.all, 'countries'] as const,
  tags: () => [...contactKeys.all, 'tags'] as const,
};
