import { http, HttpResponse } from 'msw';
import { compareText } from '../../shared/compare-text.ts';
import type { FileItem } from '../model.ts';
import { db } from './db.ts';

const byName = (a: FileItem, b: FileItem) => compareText(a.name, b.name);

/** GET api/apps/file-manager?folderId= (the text "null", or no id, is the root). */
export const fileManagerHandlers = [
  http.get('*/api/apps/file-manager', ({ request }) => {
    const raw = new URL(request.url).searchParams.get('folderId');
    const folderId = raw === null || raw === '' || raw === 'null' ? null : raw;
    const folder = folderId === null ? null : db.items.find((item) => item.id === folderId && item.type === 'folder');
    // An unknown folder answers null, like every unknown id.
    if (folder === undefined) return HttpResponse.json(null);

    const inside = db.items.filter((item) => item.folderId === folderId);
    const path: FileItem[] = [];
    for (let at = folder; at; at = db.items.find((item) => item.id === at!.folderId) ?? null) path.unshift(at);
    return HttpResponse.json({
      folders: inside.filter((item) => item.type === 'folder').sort(byName),
      files: inside.filter((item) => item.type !== 'folder').sort(byName),
      path,
    });
  }),
];
