import listSigns, { currentSignRoute, getSignRoute } from './list-signs.ts';
import createSign, { deleteSignRoute, patchSign } from './save-sign.ts';
import setOverride, { clearOverride } from './override-routes.ts';
import signHistory from './sign-history.ts';

export { setSignOverride, clearSignOverride, clearSignOverrideIfTagged } from './override.ts';

export default [listSigns, getSignRoute, currentSignRoute, createSign, patchSign, deleteSignRoute, setOverride, clearOverride, signHistory];
