import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './lib/i18n.ts';
import { initErrorReporting } from './lib/error-reporting.ts';
import { RELEASE } from './lib/build-info.ts';
import { App } from './app/app.tsx';
import { prepareLanding } from './app/landing-data.ts';

// Named points of the start-up, read by the start-up benchmark (bench/map-startup.ts) and any profiler.
performance.mark('roadlens:boot');

// The template areas' mock is not started here: their pages start it when first opened (mocks/start.ts).
// The landing's data after the texts: the profile's language applies only once they are set up. Not awaited at the
// top level: this module's chunk would stay unfinished meanwhile, and the map page's code, which imports from it,
// could not load ahead.
void Promise.all([initI18n().then(prepareLanding), initErrorReporting(import.meta.env.VITE_SENTRY_DSN, RELEASE)]).then(() => {
  performance.mark('roadlens:render');
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
