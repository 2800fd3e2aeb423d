import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './lib/i18n.ts';
import { initErrorReporting } from './lib/error-reporting.ts';
import { RELEASE } from './lib/build-info.ts';
import { startMockWorker } from './mocks/browser.ts';
import { App } from './app/app.tsx';

// The mock must answer before the first render, or the template areas' first calls would miss it.
await Promise.all([startMockWorker(), initI18n(), initErrorReporting(import.meta.env.VITE_SENTRY_DSN, RELEASE)]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
