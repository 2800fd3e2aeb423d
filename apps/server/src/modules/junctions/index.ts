import listJunctions, { createJunctionRoute, deleteJunctionRoute, getJunctionRoute, junctionAnalysisRoute } from './junction-routes.ts';

export default [listJunctions, getJunctionRoute, createJunctionRoute, deleteJunctionRoute, junctionAnalysisRoute];
