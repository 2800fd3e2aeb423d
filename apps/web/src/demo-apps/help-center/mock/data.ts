import { seededRandom } from '../../shared/seeded-random.ts';

const FAQ_CATEGORIES: [slug: string, title: string][] = [
  ['most-asked', 'Most asked'],
  ['general-inquiries', 'General inquiries'],
  ['licenses', 'Licenses'],
  ['payments', 'Payments'],
  ['support', 'Support'],
];

const FAQS: [category: string, question: string, answer: string][] = [
  [
    'most-asked',
    'Is there a free trial?',
    'Yes. Every new workspace starts with a 14-day trial with all features switched on. No card is needed to start; at the end of the trial you choose a plan or the workspace becomes read-only.',
  ],
  [
    'most-asked',
    'What is the minimum amount of credit I can buy?',
    'Credit is sold from a minimum of $20. Credit never expires and is used for pay-as-you-go items such as extra exports and SMS alerts.',
  ],
  [
    'most-asked',
    'Can I change my plan later?',
    'Yes, at any time from the billing page. Upgrades apply at once and are prorated; downgrades take effect at the start of the next billing period.',
  ],
  [
    'most-asked',
    'How do I cancel my subscription?',
    'Open the billing page and choose Cancel subscription. Your workspace stays usable until the end of the period you already paid for.',
  ],
  [
    'most-asked',
    'Where is my data stored?',
    'In the region you pick when the workspace is created. Backups stay in the same region and are kept for 30 days.',
  ],
  [
    'general-inquiries',
    'Who is the product for?',
    'For road operators, cities and consultants who need travel times, speeds and delays from their own sensors and from crowdsourced providers.',
  ],
  [
    'general-inquiries',
    'Do you offer discounts for non-profits?',
    'Registered non-profits and universities get 30% off every plan. Write to support with proof of status to have it applied.',
  ],
  [
    'general-inquiries',
    'Can I invite my whole team?',
    'Yes. Every plan includes unlimited viewers; editors and administrators count as seats.',
  ],
  [
    'general-inquiries',
    'Is there a mobile app?',
    'The dashboard works in any modern mobile browser, down to the smallest phones, so there is nothing to install.',
  ],
  [
    'licenses',
    'What does the standard license cover?',
    'Use in one organisation, for any number of projects, by everyone on your team. Reselling the product itself is not allowed.',
  ],
  [
    'licenses',
    'Do I need an extended license for client work?',
    'Only if you deliver the product itself to a client. Reports, exports and screenshots you make with it are yours to share.',
  ],
  ['licenses', 'Can I transfer my license?', 'Licenses can be moved to another organisation once per year by contacting support.'],
  [
    'payments',
    'Which payment methods do you accept?',
    'All major credit and debit cards, SEPA direct debit, and bank transfer for annual plans.',
  ],
  [
    'payments',
    'When will I be charged after the trial?',
    'Only after the 14-day trial ends and only if you chose a plan. We send a reminder three days before.',
  ],
  ['payments', 'Can I pay with prepaid credit?', 'Yes. Buy credit from a minimum of $20 and it is used before your card is charged.'],
  [
    'payments',
    'Do you send invoices?',
    'An invoice is e-mailed for every payment and is also available from the billing page, with your VAT number if you entered one.',
  ],
  [
    'payments',
    'What is your refund policy?',
    'If something does not work as described, ask within 30 days of the payment and we refund it in full.',
  ],
  [
    'support',
    'How do I contact support?',
    'Use the chat in the bottom corner or write to the support address. We answer within one working day, usually much faster.',
  ],
  ['support', 'Is there phone support?', 'Phone support is part of the Enterprise plan, with a named contact and agreed response times.'],
  [
    'support',
    'Where can I report a bug?',
    'From the help menu, choose Report a problem. Attach a screenshot if you can; it helps us fix it sooner.',
  ],
];

const GUIDE_CATEGORIES: [slug: string, title: string][] = [
  ['getting-started', 'Getting Started'],
  ['projects', 'Projects'],
  ['settings', 'Settings'],
  ['payments', 'Payments'],
  ['your-account', 'Your Account'],
];

const GUIDES: [category: string, title: string, subtitle: string][] = [
  ['getting-started', 'What is this app?', 'A short tour of the main screens and what each is for'],
  ['getting-started', 'Start using the app', 'Sign in, pick a workspace and open your first dashboard'],
  ['getting-started', 'Signing in to the dashboard', 'Passwords, single sign-on and two-factor codes'],
  ['getting-started', 'Navigating within the app', 'The menu, the search box and keyboard shortcuts'],
  ['getting-started', 'Inviting your team', 'Add colleagues and choose what they may see'],
  ['getting-started', 'Your first report', 'Build, schedule and share a report in five minutes'],
  ['getting-started', 'Understanding the map', 'Layers, colours and what the numbers on a link mean'],
  ['projects', 'Creating a project', 'Group sensors, routes and reports under one name'],
  ['projects', 'Renaming a project', 'Change the name without breaking shared links'],
  ['projects', 'Displaying a project', 'Pin a project to the start page and set its default view'],
  ['projects', 'Deleting a project', 'What is removed and what stays'],
  ['projects', 'Changing the visibility of a project', 'Private, team-wide or shared by link'],
  ['projects', 'Adding media to a project', 'Photos of sites and documents next to the data'],
  ['settings', 'Choosing your language', 'Switch between English and Turkish at any time'],
  ['settings', 'Time zones and date formats', 'How dates are shown and how to change it'],
  ['settings', 'Notification settings', 'Decide which alerts reach you and how'],
  ['settings', 'Dense navigation', 'Show only icons in the menu to make room for data'],
  ['payments', 'Adding a payment method', 'Cards, direct debit and bank transfer'],
  ['payments', 'Buying credit', 'Top up from $20 for pay-as-you-go items'],
  ['payments', 'Downloading invoices', 'Find every invoice on the billing page'],
  ['payments', 'Changing your plan', 'Upgrade or downgrade, and how proration works'],
  ['payments', 'Ending the trial early', 'Choose a plan before the 14 days are over'],
  ['payments', 'Tax and VAT numbers', 'Add your VAT number so it shows on invoices'],
  ['your-account', 'Changing your e-mail address', 'Confirm the new address to switch over'],
  ['your-account', 'Resetting your password', 'Get a reset link when you cannot sign in'],
  ['your-account', 'Two-factor authentication', 'Protect your account with a code from your phone'],
  ['your-account', 'Closing your account', 'Export your data first, then close the account'],
];

const slugify = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The body of a guide; the template ships one sample body for every guide, here it names the guide. */
export const guideContent = (title: string, subtitle: string) =>
  `<p><strong>${subtitle}.</strong> This guide walks you through it step by step; it takes about five minutes.</p>` +
  `<h2>Before you start</h2><p>Make sure you are signed in and that you can see the workspace you want to change. Some steps need the administrator role.</p>` +
  `<h2>Step by step</h2><ol><li>Open the menu and choose the page this guide is about: <em>${title}</em>.</li>` +
  `<li>Look for the button in the top-right corner of the page and select it.</li><li>Fill in the form. Required fields are marked with an asterisk.</li>` +
  `<li>Select <strong>Save</strong>. A short message confirms the change.</li></ol>` +
  `<h2>Good to know</h2><ul><li>Every change is recorded in the activity log with your name and the time.</li>` +
  `<li>You can undo most changes from the same page.</li><li>On a phone, the button lives in the menu under the three dots.</li></ul>` +
  `<blockquote>Still stuck? Read the frequently asked questions or write to support; we answer within one working day.</blockquote>`;

/** The help center's sample FAQs and guides. */
export function helpCenterSample() {
  const r = seededRandom(5151);
  const faqCategories = FAQ_CATEGORIES.map(([slug, title]) => ({ id: r.guid(), slug, title }));
  const faqs = FAQS.map(([category, question, answer]) => ({
    id: r.guid(),
    categoryId: faqCategories.find((c) => c.slug === category)!.id,
    question,
    answer,
  }));
  const guideCategories = GUIDE_CATEGORIES.map(([slug, title]) => ({ id: r.guid(), slug, title }));
  const guides = GUIDES.map(([category, title, subtitle]) => ({
    id: r.guid(),
    categoryId: guideCategories.find((c) => c.slug === category)!.id,
    slug: slugify(title),
    title,
    subtitle,
  }));
  return { faqCategories, faqs, guideCategories, guides };
}
