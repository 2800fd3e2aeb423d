import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './lib/i18n.ts';
import { initErrorReporting } from './lib/error-reporting.ts';
import { RELEASE } from './lib/build-info.ts';
import { App } from './app/app.tsx';

// Named points of the start-up, read by the start-up benchmark (bench/map-startup.ts) and any profiler.
performance.mark('roadlens:boot');

// The template areas' mock is not started here: their pages start it when first opened (mocks/start.ts).
await Promise.all([initI18n(), initErrorReporting(import.meta.env.VITE_SENTRY_DSN, RELEASE)]);

performance.mark('roadlens:render');
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
