export const tasksKeys = {
  all: ['demo-tasks'] as const,
  list: () => [...tasksKeys.all, 'list'] as const,
  search: (query: string) => [...tasksKeys.all, 'search', query] as const,
  task: (id: string) => [...tasksKeys.all, 'task', id] as const,
  tags: () => [...tasksKeys.all, 'tags'] as const,
  members: () => [...tasksKeys.all, 'members'] as const,
};
