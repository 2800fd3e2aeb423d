import { http, HttpResponse } from 'msw';
import { analyticsDashboard } from './analytics.ts';
import { cryptoDashboard } from './crypto.ts';
import { financeDashboard } from './finance.ts';
import { projectDashboard } from './project.ts';

// Read-only sample figures, built fresh per call from fixed seeds (dates follow today).
export const dashboardsHandlers = [
  http.get('*/api/dashboards/project', () => HttpResponse.json(projectDashboard())),
  http.get('*/api/dashboards/analytics', () => HttpResponse.json(analyticsDashboard())),
  http.get('*/api/dashboards/finance', () => HttpResponse.json(financeDashboard())),
  http.get('*/api/dashboards/crypto', () => HttpResponse.json(cryptoDashboard())),
];
