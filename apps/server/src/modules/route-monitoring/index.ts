import listMonitoredRoutes from './list-monitored-routes.ts';
import routeHistory from './route-history.ts';

export default [listMonitoredRoutes, routeHistory];
