export const commonKeys = {
  all: ['demo-common'] as const,
  messages: () => [...commonKeys.all, 'messages'] as const,
  notifications: () => [...commonKeys.all, 'notifications'] as const,
  shortcuts: () => [...commonKeys.all, 'shortcuts'] as const,
  user: () => [...commonKeys.all, 'user'] as const,
  search: (query: string) => [...commonKeys.all, 'search', query] as const,
};

export type InboxKind = 'messages' | 'notifications';
