export const scrumboardKeys = {
  all: ['demo-scrumboard'] as const,
  boards: () => [...scrumboardKeys.all, 'boards'] as const,
  board: (id: string) => [...scrumboardKeys.all, 'board', id] as const,
  labels: (boardId: string) => [...scrumboardKeys.all, 'labels', boardId] as const,
};
