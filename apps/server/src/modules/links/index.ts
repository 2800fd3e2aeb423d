import listLinks from './list-links.ts';
import drawnLinks from './drawn-links.ts';
import getLink from './get-link.ts';
import createLink from './create-link.ts';
import patchLink from './patch-link.ts';
import deleteLink from './delete-link.ts';
import linkIntervals from './link-intervals.ts';
import linkValuesAt from './values-at.ts';
import mapConfig from './map-config.ts';
import listSparklines from './list-sparklines.ts';
import linkTypicalProfile from './link-typical-profile.ts';

export default [
  listLinks,
  drawnLinks,
  getLink,
  createLink,
  patchLink,
  deleteLink,
  linkIntervals,
  linkTypicalProfile,
  listSparklines,
  linkValuesAt,
  mapConfig,
];
