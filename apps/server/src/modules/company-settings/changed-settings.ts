import { isDeepStrictEqual } from 'node:util';
import { COMPANY_SETTING_LABELS, type CompanySettings, type CompanySettingsPatch } from '@roadlens/contract/company';

/** The settings a patch actually changes (sending a value that is already stored changes nothing). */
export function changedSettings(before: CompanySettings, patch: CompanySettingsPatch): Array<keyof CompanySettingsPatch> {
  return (Object.keys(patch) as Array<keyof CompanySettingsPatch>).filter((k) => !isDeepStrictEqual(before[k], patch[k]));
}

/** "Company settings updated: time zone, distance unit": the notification's title. */
export const changeTitle = (keys: Array<keyof CompanySettingsPatch>): string =>
  `Company settings updated: ${keys.map((k) => COMPANY_SETTING_LABELS[k]).join(', ')}`;
