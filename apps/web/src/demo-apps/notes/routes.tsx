import type { RouteObject } from 'react-router';

export const notesRoutes: RouteObject[] = [
  { path: 'apps/notes', lazy: async () => ({ Component: (await import('./notes-page.tsx')).NotesPage }) },
];
