import { samplePeople } from '../../shared/sample-people.ts';

/**
 * What the common search looks through. Demo apps do not import each other, so this keeps its
 * own small copies: the address book's people (the same ids as the contacts app), the pages of
 * the template menu, and the titles of the sample tasks (the same ids as the tasks app).
 */
export const searchContacts = () => samplePeople().map(({ id, name, avatar, title, company }) => ({ id, name, avatar, title, company }));

export const SEARCH_PAGES = [
  { id: 'dashboards.project', title: 'Project', subtitle: 'Dashboards', link: '/dashboards/project' },
  { id: 'dashboards.analytics', title: 'Analytics', subtitle: 'Dashboards', link: '/dashboards/analytics' },
  { id: 'dashboards.finance', title: 'Finance', subtitle: 'Dashboards', link: '/dashboards/finance' },
  { id: 'dashboards.crypto', title: 'Crypto', subtitle: 'Dashboards', link: '/dashboards/crypto' },
  { id: 'apps.chat', title: 'Chat', subtitle: 'Apps', link: '/apps/chat' },
  { id: 'apps.contacts', title: 'Contacts', subtitle: 'Apps', link: '/apps/contacts' },
  { id: 'apps.inventory', title: 'Inventory', subtitle: 'Apps', link: '/apps/ecommerce/inventory' },
  { id: 'apps.file-manager', title: 'File Manager', subtitle: 'Apps', link: '/apps/file-manager' },
  { id: 'apps.help-center', title: 'Help Center', subtitle: 'Apps', link: '/apps/help-center' },
  { id: 'apps.mailbox', title: 'Mailbox', subtitle: 'Apps', link: '/apps/mailbox' },
  { id: 'apps.notes', title: 'Notes', subtitle: 'Apps', link: '/apps/notes' },
  { id: 'apps.scrumboard', title: 'Scrumboard', subtitle: 'Apps', link: '/apps/scrumboard' },
  { id: 'apps.tasks', title: 'Tasks', subtitle: 'Apps', link: '/apps/tasks' },
  { id: 'pages.activities', title: 'Activities', subtitle: 'Pages', link: '/pages/activities' },
  { id: 'ui.icons', title: 'Icons', subtitle: 'User interface', link: '/ui/icons/material-outline' },
  { id: 'docs.changelog', title: 'Changelog', subtitle: 'Documentation', link: '/docs/changelog' },
  { id: 'docs.introduction', title: 'Introduction', subtitle: 'Getting started', link: '/docs/guides/getting-started/introduction' },
];

export const SEARCH_TASKS: { id: string; title: string; completed: boolean }[] = [
  ['fb364410-efb1-418d-92d9-d65eee4c9ec9', 'Replace the solar panel of the Harbour Road radar', false],
  ['5e69187d-6c49-4d5b-a375-02afb3803475', 'Calibrate the Bluetooth detectors on the ring road', false],
  ['5c03ed7f-df52-4f3f-ba88-115de931b160', 'Survey new detector locations in the industrial zone', false],
  ['35f8e9f1-a31f-48bd-9750-9ea86a5aaca1', 'Swap the SIM card of detector 2041', true],
  ['673983c2-2141-4771-b9d8-a41dc0c5ac21', 'Clean the camera lenses at the river bridge', false],
  ['e9c9dcef-fc2a-4192-8d1f-ca30b6b1f504', 'Export journey times as CSV from the route page', false],
  ['62260da7-fd1d-4da3-8ace-6d8d120db672', 'Fix the travel-time chart when a day has no data', false],
  ['50b54e2c-e15a-46da-a4ac-1eccb8273eaa', 'Add an alert rule for sudden speed drops', false],
  ['c8a771b1-a62f-443b-9d34-9914b4856b84', 'Speed up the nightly aggregation job', false],
  ['121d6a13-7b52-4c68-b4ec-00e9fc2771ca', 'Show detector battery level on the map', true],
  ['c4af6026-d2c1-463d-88b8-5834a4186a27', 'Handle daylight saving time in hourly reports', false],
  ['fd54cb40-a4f0-4050-8ac5-346c03472925', 'Make the live map usable on phones', false],
  ['6cbd3774-37c7-4909-aa1f-34592facc971', 'Monthly congestion report for the city council', false],
  ['24659644-1bd0-4b9c-9d84-5ca1a7d1cc50', 'Before-and-after study of the bus lane pilot', false],
  ['6d4625cc-763c-480a-969f-7ce766467acf', 'Publish the open data set of average speeds', false],
  ['bb75c37e-6301-4d71-8549-a8e5d96bf675', 'Prepare the quarterly KPI slides', true],
  ['016d42a6-2b5b-429c-a525-15b64dc0dd9c', 'Onboard the new traffic analyst', false],
  ['5f4509b3-291e-4db8-b1a9-e0759d6f74bc', 'Plan the team offsite', false],
  ['ee6d98ad-b91a-4f03-97f6-f941ab95bcf8', 'Review on-call rota for the holidays', false],
].map(([id, title, completed]) => ({ id: id as string, title: title as string, completed: completed as boolean }));
