export const iconsKeys = {
  all: ['demo-icons'] as const,
  set: (id: string) => [...iconsKeys.all, id] as const,
};
