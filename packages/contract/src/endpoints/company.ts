import { CompanySettings, CompanySettingsPatch } from '../company.ts';
import { endpoint } from '../endpoint.ts';

/** The caller's company: its settings page. */
export const company = {
  get: endpoint({
    method: 'GET',
    path: '/api/platform/company/',
    summary: "The caller's company settings: name, time zone, units, driving direction, peak hours, speed colours, map, retention.",
    tags: ['company'],
    responses: { 200: CompanySettings },
    access: { auth: 'user', permission: 'Platform|view_settings-company' },
  }),
  patch: endpoint({
    method: 'PATCH',
    path: '/api/platform/company/',
    summary: "Changes any of the company's settings; every user of the company gets a Company notification naming what changed.",
    tags: ['company'],
    body: CompanySettingsPatch,
    responses: { 200: CompanySettings },
    access: { auth: 'user', permission: 'Platform|change_settings-company' },
  }),
};
