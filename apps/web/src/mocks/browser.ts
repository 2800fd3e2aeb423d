import { setupWorker } from 'msw/browser';
import { handlers } from './handlers.ts';

/**
 * The in-browser mock back end for the template areas only (DECISIONS "Who answers which call").
 * Every request no handler claims goes to the network, i.e. to our real server.
 */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
}
