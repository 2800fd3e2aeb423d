import { z } from 'zod';

/** Unit values are stored like km__hr / mi__hr and shown as km/h / mph. */
export const Measures = z.object({
  distance: z.enum(['km', 'mi']),
  speed: z.enum(['km__hr', 'mi__hr']),
});
export type Measures = z.infer<typeof Measures>;

export const SpeedColor = z.object({ upto: z.number().nullable(), color: z.string() });

/** Company as the profile carries it. */
export const Company = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  grafana_org_id: z.string().nullable(),
  driving_direction: z.enum(['right', 'left']),
  data_types: z.array(z.number().int()),
  application_type: z.number().int(),
  measures: Measures,
  peak_hours: z.object({
    am: z.object({ from: z.string(), to: z.string() }),
    pm: z.object({ from: z.string(), to: z.string() }),
  }),
  speed_colors: z.array(SpeedColor),
  time_zone: z.string(),
  map_center: z.object({ lng: z.number(), lat: z.number(), zoom: z.number() }).nullable(),
});
export type Company = z.infer<typeof Company>;

export const Group = z.object({ id: z.number().int(), name: z.string() });

/** GET /api/platform/users/me/ — the signed-in user's profile. */
export const Me = z.object({
  id: z.number().int(),
  auth_user: z.object({
    username: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    is_staff: z.boolean(),
    is_superuser: z.boolean(),
  }),
  image: z.string().nullable(),
  group: Group.nullable(),
  is_terminal_user: z.boolean(),
  is_distributor_user: z.boolean(),
  is_expert: z.boolean(),
  default_route: z.number().int().nullable(),
  company: Company,
  /** Per-user units; falls back to the company's. */
  measures: Measures,
  /** Index 0 is road, 1 is port. */
  definition_type: z.number().int(),
  time_zone: z.string(),
  language: z.enum(['en', 'tr']),
  two_fa_enabled: z.boolean(),
  /** How the session was opened: `password` or `sso:<provider>`. */
  sign_in_method: z.string(),
});
export type Me = z.infer<typeof Me>;

/** GET /api/platform/users/my_permissions/ — `Area|action` strings. */
export const MyPermissions = z.array(z.string());
