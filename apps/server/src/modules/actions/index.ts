import listActions from './list-actions.ts';
import { createAction, updateActionRoute } from './save-action.ts';
import { deleteActionRoute, getActionRoute, rotateSecretRoute } from './get-action.ts';
import { listDeliveriesRoute, sendTestRoute } from './deliveries.ts';

export default [
  listActions,
  createAction,
  getActionRoute,
  updateActionRoute,
  deleteActionRoute,
  rotateSecretRoute,
  sendTestRoute,
  listDeliveriesRoute,
];
