import { samplePeople } from '../../shared/sample-people.ts';
import { avatarImage, coverImage, watchImage } from '../../shared/svg-art.ts';
import { seededRandom } from '../../shared/seeded-random.ts';
import { DEFAULT_ABOUT, type ChatContact, type ChatProfile } from '../model.ts';

const ABOUTS = ['Out on a site visit, reply after 5.', 'Coffee first, questions later.', 'Counting cars since 2012.'];
const MINUTE = 60_000;

/** The conversation the template repeats in every chat: "me" is the signed-in user. */
const TEMPLATE: ['me' | 'them', string][] = [
  ['them', 'Hi! Do you have a minute?'],
  ['me', 'Sure, what is up?'],
  ['them', 'The travel times on the ring road look odd since this morning.'],
  ['them', 'Some links show 40 minutes for a 5 minute drive.'],
  ['me', 'That sounds like the sensor at the north junction again.'],
  ['me', 'Its clock drifted last month as well.'],
  ['them', 'Could be. Can you check the device health page?'],
  ['me', 'On it. Give me ten minutes.'],
  ['me', 'Found it: the device lost its time sync at 06:12 and came back at 09:40.'],
  ['them', 'Great catch! Does the filter throw those samples away?'],
  ['me', 'Most of them. A handful slipped through before the re-centre.'],
  ['them', 'Can we re-run the morning with the experimental settings?'],
  ['me', 'Yes, I started the job. It should be ready before lunch.'],
  ['them', 'Perfect, thank you!'],
  ['me', 'I will send you the side-by-side comparison when it is done.'],
  ['them', 'Sounds good. Talk later 👋'],
];

const LAST_MESSAGES = [
  'See you at the meeting tomorrow.',
  'Thanks, the report looks great!',
  'Can you share the new dashboard link?',
  'I am stuck in traffic, ironic I know 😅',
  'The sign on Bay Street shows the wrong text.',
  'Lunch on Friday?',
  'Approved, go ahead.',
  'Could you call me when you are free?',
  'I uploaded the photos of the junction.',
  'Happy birthday! 🎉',
  'The contract is signed.',
  'Let us move the review to Thursday.',
];

/** The chat app's sample data, the same on every call for the same `now` (rounded to the minute). */
export function chatSample(now = Date.now()) {
  const anchor = Math.floor(now / MINUTE) * MINUTE;
  const r = seededRandom(6161);
  const profile: ChatProfile = {
    id: r.guid(),
    name: 'Brian Hughes',
    email: 'hughes.brian@company.com',
    avatar: avatarImage(11),
    about: DEFAULT_ABOUT,
  };
  const contacts: Required<ChatContact>[] = samplePeople().map((p, i) => ({
    id: p.id,
    avatar: p.avatar,
    name: p.name,
    about: i % 4 === 2 ? ABOUTS[i % ABOUTS.length] : DEFAULT_ABOUT,
    details: {
      emails: p.emails,
      phoneNumbers: p.phoneNumbers,
      title: p.title,
      company: p.company,
      birthday: p.birthday,
      address: p.address,
    },
    attachments: {
      media: Array.from({ length: r.int(2, 6) }, (_, k) => (k % 2 ? coverImage(i * 10 + k) : watchImage(i * 10 + k, k))),
      docs: [],
      links: [],
    },
  }));
  const conversation = TEMPLATE.map(([who, value], k) => ({
    id: r.guid(),
    who,
    value,
    // The shared conversation took place yesterday, a few minutes apart.
    createdAt: new Date(anchor - 24 * 60 * MINUTE + k * 7 * MINUTE).toISOString(),
  }));
  const chatContacts = r.some(contacts, 12, 12);
  const chats = chatContacts.map((contact, i) => ({
    id: r.guid(),
    contactId: contact.id,
    unreadCount: i % 3 === 0 ? r.int(1, 5) : 0,
    muted: i % 5 === 4,
    lastMessage: LAST_MESSAGES[i],
    lastMessageAt: new Date(anchor - (i * 53 + 2) * MINUTE).toISOString(),
    lastMessageId: r.guid(),
  }));
  return { profile, contacts, conversation, chats };
}
