// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { call, useMockServer as startMockServer } from '../../shared/testing/mock-server.ts';
import { compareText } from '../../shared/compare-text.ts';
import { FolderListing, ITEM_TYPES, type FileItem } from '../model.ts';
import { db, resetFileManagerDb } from './db.ts';
import { fileManagerHandlers } from './handlers.ts';

startMockServer(...fileManagerHandlers);
beforeEach(() => resetFileManagerDb());

const list = async (folderId?: string) => {
  const res = await call<FolderListing | null>(`api/apps/file-manager${folderId === undefined ? '' : `?folderId=${folderId}`}`);
  expect(res.status).toBe(200);
  return res.body;
};
const names = (items: FileItem[]) => items.map((i) => i.name);
const sorted = (items: string[]) => [...items].sort(compareText);
const folder = (name: string) => db.items.find((i) => i.name === name && i.type === 'folder')!;

describe('file manager mock', () => {
  it('lists the root for the text "null": folders first, then files, each by name, with an empty path', async () => {
    const root = FolderListing.parse(await list('null'));
    expect(names(root.folders)).toEqual(['Archive', 'Personal', 'Photos', 'Work']);
    expect(root.folders.every((f) => f.type === 'folder' && f.folderId === null)).toBe(true);
    expect(names(root.files)).toEqual(sorted(names(root.files)));
    expect(root.files.length).toBe(5);
    expect(root.files.every((f) => f.type !== 'folder' && f.folderId === null)).toBe(true);
    expect(root.path).toEqual([]);
    expect(await list()).toEqual(root);
  });

  it('lists a nested folder with the breadcrumb from the root down to it', async () => {
    const work = folder('Work');
    const reports = folder('Reports');
    const listing = FolderListing.parse(await list(reports.id));
    expect(names(listing.path)).toEqual(['Work', 'Reports']);
    expect(listing.path[0].id).toBe(work.id);
    expect(listing.folders).toEqual([]);
    expect(names(listing.files)).toEqual(['Incident review', 'Q1 travel times', 'Q2 travel times']);
    expect(listing.files.every((f) => f.folderId === reports.id)).toBe(true);
    const workListing = FolderListing.parse(await list(work.id));
    expect(names(workListing.folders)).toEqual(['Contracts', 'Reports']);
    expect(names(workListing.files)).toEqual(['DMCA notice #42', 'Estimated budget', 'Meeting notes']);
    expect(names(workListing.path)).toEqual(['Work']);
  });

  it('sorts names locale-aware within folders and files', async () => {
    const personal = FolderListing.parse(await list(folder('Personal').id));
    expect(names(personal.folders)).toEqual(['Recipes']);
    expect(names(personal.files)).toEqual(['Passport scan', 'Shopping list', 'Summer budget']);
  });

  it('answers null for an unknown folder or a file id', async () => {
    expect(await list('nope')).toBeNull();
    const file = db.items.find((i) => i.type === 'PDF')!;
    expect(await list(file.id)).toBeNull();
  });

  it('has items of every type with the template fields; folders count their files', async () => {
    expect(new Set(db.items.map((i) => i.type))).toEqual(new Set(ITEM_TYPES));
    const photos = folder('Photos');
    expect(photos.contents).toBe('6 files');
    expect(folder('Archive').contents).toBe('0 files');
    expect(db.items.filter((i) => i.type !== 'folder').every((i) => i.contents === null && i.description)).toBe(true);
    expect(db.items.every((i) => i.createdAt.endsWith('T12:00:00.000Z') && i.modifiedAt.endsWith('T12:00:00.000Z'))).toBe(true);
    expect(db.items.every((i) => /^\d+(\.\d)? (KB|MB)$/.test(i.size))).toBe(true);
  });
});
