import type { DemoApp } from '../index.ts';
import { notesHandlers } from './mock/handlers.ts';
import { notesRoutes } from './routes.tsx';

export const notesApp: DemoApp = {
  id: 'notes',
  title: 'demoNotes.title',
  icon: 'StickyNote2Outlined',
  path: '/apps/notes',
  routes: notesRoutes,
  handlers: notesHandlers,
};
