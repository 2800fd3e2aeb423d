import { seededRandom } from '../../shared/seeded-random.ts';
import { avatarImage } from '../../shared/svg-art.ts';
import type { Mail, MailAttachment, MailFilter, MailLabel, MailboxSettings } from '../model.ts';

export const MAILBOX_OWNER = 'me <brian.hughes@roadlens.dev>';

export const FOLDERS = [
  { id: '7c004a19-4506-48ef-93ab-f16381302e3b', title: 'Inbox', slug: 'inbox', icon: 'InboxOutlined' },
  { id: '1ee2ea29-9a1f-4c27-b4d2-5e465703b6a0', title: 'Sent', slug: 'sent', icon: 'SendOutlined' },
  { id: 'fbdc8e79-a0c4-4a27-bc98-9c81ee7a86e5', title: 'Drafts', slug: 'drafts', icon: 'DraftsOutlined' },
  { id: '0197c436-2ef3-424d-b546-8b7f49186e15', title: 'Spam', slug: 'spam', icon: 'ReportOutlined' },
  { id: '2fa74637-d362-4fd2-9a88-f7195a88bdde', title: 'Trash', slug: 'trash', icon: 'DeleteOutlined' },
  { id: 'a1b5d3f0-6c7e-4f8a-9b2d-3e4f5a6b7c8d', title: 'Archive', slug: 'archive', icon: 'ArchiveOutlined' },
] as const;

export const FILTERS: MailFilter[] = [
  { id: 'de1b41f6-6839-4f1b-9d2c-07e55f6f8f82', title: 'Starred', slug: 'starred', icon: 'StarOutlined' },
  { id: '71bba1ec-a90e-4a71-9932-4bab0a99aa1c', title: 'Important', slug: 'important', icon: 'LabelImportantOutlined' },
  { id: '3a6f7c2e-9d1b-4e5a-8c4f-2b7d9e0a1c3f', title: 'Unread', slug: 'unread', icon: 'MarkEmailUnreadOutlined' },
];

export const LABELS: MailLabel[] = [
  { id: 'b167d3c4-f6ed-4ea6-9579-a12f95a9d76e', title: 'Personal', slug: 'personal', color: '#0d9488' },
  { id: '745cf30e-ca84-47a1-a553-b70eb630d8e7', title: 'Work', slug: 'work', color: '#4f46e5' },
  { id: '8b035cb5-65c0-4ab1-bb4c-43b0e442d1f3', title: 'Payments', slug: 'payments', color: '#db2777' },
  { id: '67b2dd5b-8b2e-4d4a-a5c4-55e0f0fa8b65', title: 'Invoices', slug: 'invoices', color: '#2563eb' },
  { id: 'b2d1e4e7-7cfd-4b51-ae59-217a093df754', title: 'Accounts', slug: 'accounts', color: '#d97706' },
];

const OWNER_AVATAR = avatarImage(999);

export const DEFAULT_SETTINGS: MailboxSettings = { messageLayout: 'right' };

const PEOPLE = [
  'Myra Dudley',
  'Tina Harris',
  'Hanan Özdemir',
  'Kelly Ward',
  'Ayşe Kaya',
  'Jonas Becker',
  'Priya Raman',
  'Marco Bellini',
  'Sofia Lindqvist',
  'Emre Yılmaz',
  'Grace Okafor',
  'Lucas Moreau',
  'Nina Petrova',
  'Daniel Cho',
  'Olivia Brooks',
  'Mehmet Demir',
  'Hannah Weiss',
  'Carlos Ortega',
  'Yuki Tanaka',
  'Zeynep Aydın',
];

const DOMAINS = ['roadlens.dev', 'metro-transit.org', 'citygrid.io', 'northway.com', 'mail.example.com'];

const asciiName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .replace(/ /g, '.');

interface Template {
  subject: string;
  content: string;
  labels?: number[];
  /** Which sample attachments the mail carries. */
  attach?: number[];
}

const SIGN = '\n\nBest regards,\n{name}';

// Sample mails read like the inbox of an operations lead at a road-data company.
const TEMPLATES: Template[] = [
  {
    subject: 'Quarterly traffic report is ready for review',
    content:
      'Hi Brian,\n\nThe quarterly traffic report for the northern corridor is ready. Average travel times went down by 6% after the new signal timings, and the evening peak now ends about twenty minutes earlier.\n\nCould you take a look before Thursday so we can send it to the city council?',
    labels: [1],
    attach: [0, 4],
  },
  {
    subject: 'Invoice #{num} for sensor maintenance',
    content:
      'Hello,\n\nPlease find attached the invoice for the sensor maintenance visits carried out last month. Payment is due within 30 days of the invoice date.\n\nLet us know if anything in the breakdown is unclear.',
    labels: [3],
    attach: [3],
  },
  {
    subject: 'Lunch on Friday?',
    content:
      'Hey!\n\nIt has been ages. Are you free for lunch on Friday? There is a new place near the river that everyone keeps talking about.\n\nLet me know!',
    labels: [0],
  },
  {
    subject: 'Your payment was received',
    content:
      'Dear customer,\n\nWe have received your payment of ${amount}. Thank you!\n\nYou can download the receipt from your account page at any time.',
    labels: [2],
  },
  {
    subject: 'Radar unit on Harbour Road is offline',
    content:
      'Hi,\n\nThe radar unit on Harbour Road stopped reporting at 04:12 this morning. The last heartbeat shows a low battery voltage, so it is most likely the solar panel again.\n\nA technician can be on site tomorrow morning. Should I book the visit?',
    labels: [1],
  },
  {
    subject: 'Welcome to your new account',
    content:
      'Hi Brian,\n\nYour account has been created. You can now sign in, invite your team and connect your first data source.\n\nIf you need help getting started, our guides are a good place to begin.',
    labels: [4],
  },
  {
    subject: 'Minutes from the planning meeting',
    content:
      'Hi all,\n\nHere are the minutes from this morning. The main decisions:\n\n1. The junction study starts on the 1st.\n2. We keep the old detectors running in parallel for two weeks.\n3. Weekly status e-mails go out on Mondays.\n\nShout if I missed anything.',
    labels: [1],
    attach: [7, 4],
  },
  {
    subject: 'Password change confirmation',
    content: 'Hello,\n\nThe password of your account was changed. If you did not make this change, please contact support right away.',
    labels: [4],
  },
  {
    subject: 'Draft: proposal for the bus lane pilot',
    content:
      'Hi team,\n\nThis is a first draft of the proposal for the bus lane pilot. I still need the before and after figures for the two test weeks.\n\n(to be completed)',
    labels: [1],
  },
  {
    subject: 'Weekend plans',
    content:
      'Hi,\n\nWe are thinking of driving to the coast on Saturday. Want to join? We can leave early to skip the traffic, which, as you know better than anyone, starts at nine.',
    labels: [0],
  },
  {
    subject: 'Congratulations, you have won a prize!!!',
    content:
      'Dear winner,\n\nYou have been selected to receive a special prize. Click the link and enter your bank details to claim it within 24 hours.',
  },
  {
    subject: 'Your subscription renews soon',
    content:
      'Hello,\n\nYour annual subscription renews on the 15th. The amount of ${amount} will be charged to the card on file.\n\nNo action is needed if you want to keep your plan.',
    labels: [2, 4],
  },
  {
    subject: 'Question about the journey time API',
    content:
      'Hi Brian,\n\nWe are integrating the journey time API and noticed that some links return no data between 02:00 and 04:00. Is that expected, or should we see zero values instead?\n\nThanks for your help.',
    labels: [1],
  },
  {
    subject: 'New comment on "Signal plan v4"',
    content:
      'Hi,\n\n{name} left a comment on "Signal plan v4":\n\n"The cycle time at the second junction looks too long for the morning peak. Can we try 90 seconds?"',
    labels: [1],
  },
  {
    subject: 'Receipt for your order',
    content: 'Thank you for your order!\n\nOrder number: {num}\nTotal: ${amount}\n\nYour items will ship within two working days.',
    labels: [2, 3],
    attach: [3],
  },
  {
    subject: 'Road works schedule for next month',
    content:
      'Hello,\n\nAttached is the road works schedule for next month. Three closures overlap with the monitored routes, so expect some gaps in the travel time data.\n\nI can mark them as known incidents if that helps.',
    labels: [1],
    attach: [4, 0],
  },
  {
    subject: 'Happy birthday!',
    content: 'Hi Brian,\n\nHappy birthday! Hope you have a lovely day and that someone else does the dishes tonight.',
    labels: [0],
  },
  {
    subject: 'Security alert: new sign-in',
    content:
      'Hello,\n\nWe noticed a new sign-in to your account from a new device. If this was you, you can ignore this message. Otherwise, please change your password.',
    labels: [4],
  },
  {
    subject: 'Camera images for the incident on the ring road',
    content:
      'Hi,\n\nAs requested, here are the camera images from the incident on the ring road yesterday afternoon. The queue reached almost two kilometres at its longest.',
    attach: [1, 2, 5],
  },
  {
    subject: 'Budget approval for new detectors',
    content:
      'Hi Brian,\n\nGood news: the budget for the twelve new Bluetooth detectors was approved. Procurement will contact the vendor this week.\n\nWe should agree on the locations before the order goes out.',
    labels: [1, 2],
  },
  {
    subject: 'Reminder: team offsite',
    content:
      'Hi everyone,\n\nA quick reminder that the team offsite is next Wednesday. The bus leaves at 8:30 from the main entrance. Bring comfortable shoes!',
    labels: [1],
  },
  {
    subject: 'Limited offer: 80% off all products',
    content: 'Only today! Get 80% off everything in our store. Hurry, stock is limited and this offer will never come back.',
  },
  {
    subject: 'Re: data export format',
    content: 'Hi,\n\nCSV works fine for us. Please keep the timestamps in UTC and add the link id as the first column.\n\nThanks!',
    labels: [1],
  },
  {
    subject: 'Bank statement available',
    content: 'Dear customer,\n\nYour monthly statement is now available. You can view and download it in online banking.',
    labels: [2, 4],
    attach: [8],
  },
  {
    subject: 'Holiday photos',
    content:
      'Hi!\n\nFinally sorted through the holiday photos. Here are a few of my favourites. The one with the goat is my absolute favourite.',
    labels: [0],
    attach: [6],
  },
  {
    subject: 'Vendor contract renewal',
    content:
      'Hello Brian,\n\nOur contract for the data platform ends in two months. We would like to offer you a renewal with the same terms and an extra support hour per month.\n\nCould we schedule a call next week?',
    labels: [1, 3],
  },
  {
    subject: 'Draft: notes for the council presentation',
    content:
      'Key points:\n\n- Travel times improved on 7 of 9 routes\n- Incident response time down by 4 minutes\n- Next step: extend monitoring to the industrial zone',
    labels: [1],
  },
  {
    subject: 'Your parcel is on its way',
    content:
      'Hello,\n\nYour parcel has left our warehouse and should arrive within three working days. You can follow it with tracking number {num}.',
    labels: [0],
  },
  {
    subject: 'Re: speed limit change on the bypass',
    content:
      'Hi Brian,\n\nThe new speed limit on the bypass takes effect on Monday. Could you add an annotation to the dashboards so the drop in average speed is not mistaken for congestion?',
    labels: [1],
  },
  {
    subject: 'You have a new message from the help desk',
    content:
      'Hello,\n\nYour support request #{num} has been updated. A member of our team replied to your question about exporting reports.',
    labels: [4],
  },
];

const ATTACHMENTS: Omit<MailAttachment, 'downloadUrl'>[] = [
  { type: 'application/pdf', name: 'traffic-report.pdf', size: 482_311, preview: 'pdf' },
  { type: 'image/jpeg', name: 'ring-road-camera.jpg', size: 155_390, preview: 'ring-road-camera_preview.jpg' },
  { type: 'image/png', name: 'junction-layout.png', size: 88_460, preview: 'junction-layout_preview.png' },
  { type: 'application/pdf', name: 'invoice.pdf', size: 61_203, preview: 'pdf' },
  { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', name: 'schedule.xlsx', size: 24_880, preview: 'xlsx' },
  { type: 'application/zip', name: 'detector-logs.zip', size: 2_345_012, preview: 'zip' },
  { type: 'image/jpeg', name: 'coast-trip.jpg', size: 210_077, preview: 'coast-trip_preview.jpg' },
  { type: 'text/plain', name: 'notes.txt', size: 3_114, preview: 'txt' },
  { type: 'application/pdf', name: 'statement.pdf', size: 93_870, preview: 'pdf' },
];

// How the ~100 samples spread over the six folders, and how many of each stay unread.
const SPREAD: { folder: number; count: number; unread: number }[] = [
  { folder: 0, count: 52, unread: 14 },
  { folder: 1, count: 12, unread: 0 },
  { folder: 2, count: 6, unread: 0 },
  { folder: 3, count: 8, unread: 5 },
  { folder: 4, count: 9, unread: 2 },
  { folder: 5, count: 13, unread: 3 },
];

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}|\$\{(\w+)\}/g, (whole, a: string | undefined, b: string | undefined) =>
    b ? `$${values[b]}` : (values[a ?? ''] ?? whole),
  );
}

const SPAM = [10, 21];
const DRAFTS = [8, 26];
const REGULAR = TEMPLATES.map((_, i) => i).filter((i) => !SPAM.includes(i) && !DRAFTS.includes(i));

/** The sample mails, the same on every load; dates count back from `now`. */
export function sampleMails(now = new Date()): Mail[] {
  const r = seededRandom(20240611);
  const mails: Mail[] = [];
  let serial = 0;
  for (const { folder, count, unread } of SPREAD) {
    const inFolder: Mail[] = [];
    for (let i = 0; i < count; i++, serial++) {
      const template = TEMPLATES[folder === 3 ? r.pick(SPAM) : folder === 2 ? r.pick(DRAFTS) : REGULAR[serial % REGULAR.length]];
      const person = PEOPLE[(serial * 7) % PEOPLE.length];
      const address = `${asciiName(person)}@${DOMAINS[serial % DOMAINS.length]}`;
      const contact = `${person} <${address}>`;
      const outgoing = folder === 1 || folder === 2;
      const values = { name: person.split(' ')[0], num: String(10_400 + serial * 37), amount: (r.int(1_500, 98_000) / 100).toFixed(2) };
      // Spread over the last ~75 days, to the minute, so folders interleave in time.
      const minutesBack = r.int(5, 75 * 24 * 60);
      const cc = r.bool(0.25) ? r.some(PEOPLE, 1, 3).map((p) => `${asciiName(p)}@roadlens.dev`) : undefined;
      const bcc = cc && r.bool(0.3) ? ['archive@roadlens.dev'] : undefined;
      const attachments = (template.attach ?? []).map((i) => ({ ...ATTACHMENTS[i], downloadUrl: '' }));
      inFolder.push({
        id: r.guid(),
        type: 'mail',
        from: outgoing
          ? { avatar: OWNER_AVATAR, contact: MAILBOX_OWNER }
          : { avatar: avatarImage(1_000 + PEOPLE.indexOf(person)), contact },
        to: outgoing ? contact : MAILBOX_OWNER,
        ...(cc ? { cc } : {}),
        ...(bcc ? { bcc } : {}),
        date: new Date(now.getTime() - minutesBack * 60_000).toISOString(),
        subject: fill(template.subject, values),
        content: fill(template.content, values) + (outgoing ? '\n\nBrian' : fill(SIGN, values)),
        attachments,
        starred: r.bool(0.18),
        important: r.bool(0.15),
        unread: false,
        folder: FOLDERS[folder].id,
        labels: (template.labels ?? []).map((l) => LABELS[l].id),
      });
    }
    // The newest mails of a folder are the unread ones, as in a real inbox.
    inFolder
      .sort((a, b) => b.date.localeCompare(a.date))
      .slice(0, unread)
      .forEach((m) => (m.unread = true));
    mails.push(...inFolder);
  }
  return mails;
}
