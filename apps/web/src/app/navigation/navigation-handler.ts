import { http, HttpResponse } from 'msw';
import { navigationVariants } from './navigation-tree.ts';

/** GET api/common/navigation — answered in the browser by the template areas' mock. */
export const navigationHandlers = [http.get('*/api/common/navigation', () => HttpResponse.json(navigationVariants()))];
