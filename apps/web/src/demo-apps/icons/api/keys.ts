export const iconsKeys = {
  all: ['demo-icons'] as const,
  set: (id: string) => [...iconsKeys.all, id] as const,
  bucket: (file: string) => [...iconsKeys.all, 'bucket', file] as const,
};
