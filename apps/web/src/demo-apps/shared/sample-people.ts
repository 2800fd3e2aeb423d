import { avatarImage } from './svg-art.ts';
import { isoDate } from './iso-date.ts';
import { seededRandom } from './seeded-random.ts';

/** The people of the template's address book, shared by chat and contacts so both show the same faces. */
export interface SamplePerson {
  id: string;
  name: string;
  avatar: string | null;
  emails: { email: string; label: string }[];
  phoneNumbers: { country: string; phoneNumber: string; label: string }[];
  title: string;
  company: string;
  birthday: string | null;
  address: string;
}

const NAMES = [
  'Dejesus Michael',
  'Dena Molina',
  'Bernard Langley',
  'Mclaughlin Steele',
  'Ömer Çelik',
  'Elsie Melendez',
  'Mcleod Wagner',
  'Maryanne Wood',
  'Şule Aydın',
  'Christy Camacho',
  'Zeynep Güneş',
  'Baxter Gomez',
  'Hester Cruz',
  'Conner Lindsey',
  'Çağla Yılmaz',
  'Shelby Hart',
  'Jenny Mason',
  'Ana Ramírez',
  'Kerry Cortez',
  'Nora Houston',
  'Emre Kaya',
  'Carlos Ortega',
  'Tina Harris',
  'Leonard Vance',
  'Isabel Rossi',
  'Yusuf Demir',
  'Trudy Berg',
  'Valentina Moreno',
  'Rhodes Norton',
  'Andrea Fuller',
];
const TITLES = [
  'Hotel Manager',
  'Dental Laboratory Worker',
  'Traffic Engineer',
  'Software Developer',
  'Sales Director',
  'Product Designer',
  'Data Analyst',
  'Account Manager',
  'Civil Engineer',
  'Operations Lead',
  'Nurse Practitioner',
];
const COMPANIES = ['Xeronk', 'Orbixtar', 'Quilm', 'Gology', 'Zentime', 'Cubix', 'Netagy', 'Roadcore', 'Lumbrix', 'Telpod'];
const DOMAINS = ['mail.com', 'inbox.dev', 'post.io'];
const PHONES = [
  ['us', 'Mobile'],
  ['gb', 'Work'],
  ['tr', 'Mobile'],
  ['de', 'Home'],
  ['fr', 'Work'],
  ['nl', 'Mobile'],
  ['ca', 'Home'],
  ['es', 'Mobile'],
] as const;
const STREETS = ['Madison Place', 'Bay Street', 'Atatürk Bulvarı', 'Kingsland Avenue', 'Rosebank Road', 'Harbor Lane', 'Linden Street'];
const CITIES = ['Springfield', 'İstanbul', 'Riverside', 'Bristol', 'Lyon', 'Ankara', 'Oakland', 'Utrecht'];

const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/[^a-z]+/g, '.');

export function samplePeople(seed = 20240612): SamplePerson[] {
  const r = seededRandom(seed);
  return NAMES.map((name, index) => {
    const emailCount = r.int(1, 2);
    const phoneCount = r.int(1, 3);
    return {
      id: r.guid(),
      name,
      // Every fifth person has no photo, so the screens show initials as well.
      avatar: index % 5 === 3 ? null : avatarImage(seed + index),
      emails: Array.from({ length: emailCount }, (_, i) => ({
        email: i === 0 ? `${slug(name)}@${r.pick(DOMAINS)}` : `${slug(name).split('.')[0]}@${r.pick(COMPANIES).toLowerCase()}.com`,
        label: i === 0 ? 'Personal' : 'Work',
      })),
      phoneNumbers: Array.from({ length: phoneCount }, (_, i) => {
        const [country, label] = i === 0 ? r.pick(PHONES) : PHONES[(index + i) % PHONES.length];
        return { country, phoneNumber: `${r.int(200, 999)} ${r.int(200, 999)} ${r.int(1000, 9999)}`, label };
      }),
      // Some people have no title.
      title: index % 7 === 2 ? '' : r.pick(TITLES),
      company: r.pick(COMPANIES),
      birthday: index % 9 === 4 ? null : isoDate(r.int(1960, 2000), r.int(1, 12), r.int(1, 28)),
      address: `${r.int(10, 999)} ${r.pick(STREETS)}, ${r.pick(CITIES)}`,
    };
  });
}
