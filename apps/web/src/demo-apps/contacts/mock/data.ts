import { samplePeople } from '../../shared/sample-people.ts';
import { coverImage } from '../../shared/svg-art.ts';
import { seededRandom } from '../../shared/seeded-random.ts';
import type { Contact, ContactTag } from '../model.ts';
import { countryRows } from './countries.ts';

const NOTES = [
  '<p>Met at the regional mobility conference; interested in corridor travel-time studies.</p>',
  '<p>Prefers e-mail over phone calls.</p><p>Usually replies within a day.</p>',
  '<p>Owes us the signed contract for the <strong>spring pilot</strong>.</p>',
  '<p>Plays in the Sunday league team. Ask about the next match!</p>',
];
const TAG_TITLES = ['Work', 'Friend', 'Family', 'High School', 'College', 'Baseball Team', 'Band'];

/** Fresh sample data; every call returns the same values (seeded), so a reload resets the app. */
export function contactsSample() {
  const r = seededRandom(7001);
  const tags: ContactTag[] = TAG_TITLES.map((title) => ({ id: r.guid(), title }));
  const contacts: Contact[] = samplePeople().map((p, index) => ({
    id: p.id,
    avatar: p.avatar,
    // A few people have a banner picture instead of a photo.
    background: index % 4 === 1 ? coverImage(9000 + index) : null,
    name: p.name,
    emails: p.emails,
    phoneNumbers: p.phoneNumbers,
    title: p.title,
    company: p.company,
    birthday: p.birthday,
    address: p.address,
    notes: r.pick(NOTES),
    tags: r.some(tags, 0, 3).map((t) => t.id),
  }));
  return { contacts, tags, countries: countryRows(r.guid) };
}
