import { BatchInterceptor } from '@mswjs/interceptors';
import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { XMLHttpRequestInterceptor } from '@mswjs/interceptors/XMLHttpRequest';
import { getResponse } from 'msw';
import { loadHandlers } from './handlers.ts';
import { isTemplateCall } from './template-calls.ts';

/**
 * Answers the template calls inside the page, with no service worker: browsers give service
 * workers only to secure contexts (https or localhost), and the usual first install is opened
 * over plain HTTP on a LAN address. fetch and XMLHttpRequest are intercepted; a request that is
 * not a template call, or that no handler claims, continues to the network unchanged.
 */
export async function interceptTemplateCalls(): Promise<() => void> {
  const handlers = await loadHandlers();
  const interceptor = new BatchInterceptor({
    name: 'roadlens-template-mock',
    interceptors: [new FetchInterceptor(), new XMLHttpRequestInterceptor()],
  });
  interceptor.on('request', async ({ request, controller }) => {
    if (!isTemplateCall(request.url)) return;
    const response = await getResponse(handlers, request);
    if (response) controller.respondWith(response);
  });
  interceptor.apply();
  return () => interceptor.dispose();
}
