export const chatKeys = {
  all: ['demo', 'chat'] as const,
  chats: () => [...chatKeys.all, 'chats'] as const,
  chat: (id: string) => [...chatKeys.all, 'chat', id] as const,
  contacts: () => [...chatKeys.all, 'contacts'] as const,
  contact: (id: string) => [...chatKeys.all, 'contact', id] as const,
  profile: () => [...chatKeys.all, 'profile'] as const,
};
