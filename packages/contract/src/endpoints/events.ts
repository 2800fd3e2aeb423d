import { endpoint } from '../endpoint.ts';

/** The browser's live event stream; the events it carries are declared in the contract's `events`. */
export const events = {
  stream: endpoint({
    method: 'GET',
    path: '/api/events/',
    summary: 'Server-Sent Events for the signed-in user: every event of their company and every event addressed to them.',
    tags: ['events'],
    responses: {},
    raw: 'stream',
    hide: true,
    access: { auth: 'user' },
  }),
};
