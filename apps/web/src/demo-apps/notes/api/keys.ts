export const notesKeys = {
  all: ['demo-notes'] as const,
  notes: () => [...notesKeys.all, 'notes'] as const,
  labels: () => [...notesKeys.all, 'labels'] as const,
};
