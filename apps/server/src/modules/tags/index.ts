import listTags, { createTagRoute, deleteTagRoute, getTagRoute, patchTagRoute } from './tag-routes.ts';

export default [listTags, getTagRoute, createTagRoute, patchTagRoute, deleteTagRoute];
