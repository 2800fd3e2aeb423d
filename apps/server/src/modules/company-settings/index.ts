import getCompanySettings from './get-company-settings.ts';
import patchCompanySettings from './patch-company-settings.ts';

export default [getCompanySettings, patchCompanySettings];
