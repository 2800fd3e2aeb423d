import listRoutes from './list-routes.ts';
import getRoute from './get-route.ts';
import createRoute from './create-route.ts';
import patchRoute from './patch-route.ts';
import deleteRoute from './delete-route.ts';
import routeIntervals from './route-intervals.ts';
import routeTypicalProfile from './route-typical-profile.ts';

export default [listRoutes, getRoute, createRoute, patchRoute, deleteRoute, routeIntervals, routeTypicalProfile];
