export const fileManagerKeys = {
  all: ['demo', 'file-manager'] as const,
  folder: (folderId: string | null) => [...fileManagerKeys.all, 'folder', folderId ?? 'root'] as const,
};
