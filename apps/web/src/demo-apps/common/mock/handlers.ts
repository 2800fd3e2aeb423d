import { http, HttpResponse } from 'msw';
import { asObject, readBody } from '../../shared/read-body.ts';
import type { Message, MockUser, Notification, Shortcut } from '../model.ts';
import { collectionHandlers, readStateHandlers } from './collection.ts';
import { db } from './db.ts';
import { search } from './search.ts';

const now = () => new Date().toISOString();

export const commonHandlers = [
  ...readStateHandlers<Message>(
    'messages',
    'message',
    () => db.messages,
    (next) => (db.messages = next),
  ),
  ...collectionHandlers<Message>(
    'messages',
    'message',
    () => db.messages,
    (next) => (db.messages = next),
    (input) =>
      ({
        time: now(),
        read: false,
        useRouter: false,
        ...input,
        id: db.newId(),
      }) as Message,
  ),

  ...readStateHandlers<Notification>(
    'notifications',
    'notification',
    () => db.notifications,
    (next) => (db.notifications = next),
  ),
  ...collectionHandlers<Notification>(
    'notifications',
    'notification',
    () => db.notifications,
    (next) => (db.notifications = next),
    (input) =>
      ({
        title: '',
        time: now(),
        read: false,
        useRouter: false,
        ...input,
        id: db.newId(),
      }) as Notification,
  ),

  ...collectionHandlers<Shortcut>(
    'shortcuts',
    'shortcut',
    () => db.shortcuts,
    (next) => (db.shortcuts = next),
    (input) =>
      ({
        label: '',
        description: '',
        icon: 'LinkOutlined',
        link: '/',
        useRouter: true,
        ...input,
        id: db.newId(),
      }) as Shortcut,
  ),

  http.post('*/api/common/search', async ({ request }) => {
    const { query } = await readBody(request);
    return HttpResponse.json({ results: search(typeof query === 'string' ? query : '') });
  }),

  http.get('*/api/common/user', () => HttpResponse.json(db.user)),

  http.patch('*/api/common/user', async ({ request }) => {
    const body = await readBody(request);
    const { id: _id, ...patch } = asObject(body.user) ?? body;
    db.user = { ...db.user, ...(patch as Partial<MockUser>) };
    return HttpResponse.json(db.user);
  }),
];
