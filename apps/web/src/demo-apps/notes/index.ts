import type { DemoApp } from '../index.ts';
import { notesRoutes } from './routes.tsx';

export const notesApp: DemoApp = {
  id: 'notes',
  title: 'demoNotes.title',
  icon: 'StickyNote2Outlined',
  path: '/apps/notes',
  routes: notesRoutes,
  handlers: async () => (await import('./mock/handlers.ts')).notesHandlers,
};
