import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { hashPassword } from '../lib/crypto.ts';

const VIEW_ALL = [
  'Platform|view_map',
  'Platform|view_alerts',
  'Platform|view_devices',
  'Platform|view_links',
  'Platform|view_routes',
  'Platform|view_signs',
  'Platform|view_grids',
  'Platform|view_tags',
  'Platform|view_actions',
  'Platform|view_report',
  'Platform|view_settings',
  'Platform|view_settings-company',
  'Move|view_move:route_monitoring',
  'Move|view_move:junction',
];
const CHANGE_ALL = [
  'Platform|change_devices',
  'Platform|change_links',
  'Platform|change_routes',
  'Platform|change_signs',
  'Platform|change_tags',
  'Platform|change_grids',
  'Platform|change_alerts',
  'Platform|change_actions',
  'Platform|change_report',
];
const ROLES = {
  Admin: [...VIEW_ALL, ...CHANGE_ALL, 'Platform|change_settings-company', 'Platform|manage_users'],
  Operator: [...VIEW_ALL, ...CHANGE_ALL],
  Viewer: ['Platform|view_map', 'Platform|view_devices', 'Platform|view_links', 'Platform|view_routes', 'Move|view_move:junction'],
} as const;

/** Company speed colours: the first band whose `upto` (km/h) is not exceeded gives the colour. */
export const DEFAULT_SPEED_COLORS = [
  { upto: 20, color: '#e53935' },
  { upto: 40, color: '#fb8c00' },
  { upto: 60, color: '#fdd835' },
  { upto: null, color: '#43a047' },
];

export const SEED_COMPANIES = [
  { key: 'demo', name: 'Demo City', application_type: 0, data_types: [0, 1, 3], time_zone: 'Europe/Istanbul', center: [29.0, 41.05] },
  { key: 'other', name: 'Other City', application_type: 0, data_types: [0], time_zone: 'Europe/Berlin', center: [13.4, 52.52] },
  { key: 'port', name: 'Demo Port', application_type: 1, data_types: [0], time_zone: 'Europe/Istanbul', center: [28.68, 40.96] },
  { key: 'here', name: 'Here Analytics Co', application_type: 2, data_types: [1, 2], time_zone: 'Europe/London', center: [-0.12, 51.5] },
  { key: 'journey', name: 'Journey Co', application_type: 3, data_types: [0], time_zone: 'Europe/Istanbul', center: [32.85, 39.93] },
  {
    key: 'roadanalytics',
    name: 'Road Analytics Co',
    application_type: 0,
    data_types: [7],
    time_zone: 'Europe/Istanbul',
    center: [27.14, 38.42],
  },
] as const;

type CompanyKey = (typeof SEED_COMPANIES)[number]['key'];

export const SEED_USERS: Array<{
  username: string;
  company: CompanyKey;
  role: keyof typeof ROLES | null;
  staff?: boolean;
  superuser?: boolean;
  terminal?: boolean;
  first: string;
  last: string;
}> = [
  { username: 'admin', company: 'demo', role: 'Admin', staff: true, superuser: true, first: 'Ada', last: 'Admin' },
  { username: 'staff', company: 'demo', role: 'Admin', staff: true, first: 'Selim', last: 'Staff' },
  { username: 'operator', company: 'demo', role: 'Operator', first: 'Oya', last: 'Operator' },
  { username: 'viewer', company: 'demo', role: 'Viewer', first: 'Veli', last: 'Viewer' },
  { username: 'norole', company: 'demo', role: null, first: 'Nur', last: 'Norole' },
  { username: 'terminal', company: 'demo', role: 'Operator', terminal: true, first: 'Tarık', last: 'Terminal' },
  { username: 'other', company: 'other', role: 'Operator', first: 'Otto', last: 'Other' },
  { username: 'port', company: 'port', role: 'Operator', first: 'Pelin', last: 'Port' },
  { username: 'here', company: 'here', role: 'Operator', first: 'Hana', last: 'Here' },
  { username: 'journey', company: 'journey', role: 'Operator', first: 'Jale', last: 'Journey' },
  { username: 'roadanalytics', company: 'roadanalytics', role: 'Operator', first: 'Rana', last: 'Analytics' },
];

export interface SeededIds {
  companies: Record<CompanyKey, number>;
  users: Record<string, number>;
}

/** Companies, roles and users of the demo (foundation issue, "Seed data"). */
export async function seedCore(db: Queryable, password: string): Promise<SeededIds> {
  const companies = {} as Record<CompanyKey, number>;
  const groups: Record<string, number> = {};
  for (const c of SEED_COMPANIES) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO companies (name, application_type, data_types, time_zone, map_center, speed_colors, fingerprint_secret)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7) RETURNING id`,
      [
        c.name,
        c.application_type,
        c.data_types,
        c.time_zone,
        JSON.stringify({ lng: c.center[0], lat: c.center[1], zoom: 11 }),
        JSON.stringify(DEFAULT_SPEED_COLORS),
        randomBytes(32).toString('hex'),
      ],
    );
    companies[c.key] = rows[0].id;
    for (const [name, perms] of Object.entries(ROLES)) {
      const g = await db.query<{ id: number }>('INSERT INTO groups (company_id, name, permissions) VALUES ($1, $2, $3) RETURNING id', [
        rows[0].id,
        name,
        perms,
      ]);
      groups[`${c.key}:${name}`] = g.rows[0].id;
    }
  }
  // One hash for all: the seeded users share the password, and argon2id is slow on purpose.
  const hash = await hashPassword(password);
  const users: Record<string, number> = {};
  for (const u of SEED_USERS) {
    const companyTz = SEED_COMPANIES.find((c) => c.key === u.company)!.time_zone;
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (company_id, username, email, password_hash, first_name, last_name, group_id,
                          is_staff, is_superuser, is_terminal_user, time_zone, definition_type)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
        companies[u.company],
        u.username,
        `${u.username}@demo.local`,
        hash,
        u.first,
        u.last,
        u.role ? groups[`${u.company}:${u.role}`] : null,
        u.staff ?? false,
        u.superuser ?? false,
        u.terminal ?? false,
        companyTz,
        u.company === 'port' ? 1 : 0,
      ],
    );
    users[u.username] = rows[0].id;
  }
  return { companies, users };
}
