import listGrids, { createGridRoute, deleteGridRoute, getGridRoute, patchGridRoute } from './grid-routes.ts';
import gridSummary, { gridOdRoute } from './od-routes.ts';

export default [listGrids, getGridRoute, createGridRoute, patchGridRoute, deleteGridRoute, gridSummary, gridOdRoute];
