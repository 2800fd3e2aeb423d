import { http, HttpResponse } from 'msw';
import { sampleActivities } from './data.ts';

// Read-only, newest first; dates count back from now.
export const activitiesHandlers = [
  http.get('*/api/pages/activities', () => HttpResponse.json(sampleActivities().sort((a, b) => b.date.localeCompare(a.date)))),
];
