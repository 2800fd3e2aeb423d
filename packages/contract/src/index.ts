// The contract: zod schemas of every core endpoint, shared by the server, the web app and tests.
// Import from the module that owns a schema (`@roadlens/contract/health`) or from here.
export * from './common.ts';
export * from './health.ts';
export * from './permissions.ts';
export * from './profile.ts';
export * from './notifications.ts';
export * from './users.ts';
export * from './devices.ts';
export * from './links.ts';
export * from './data.ts';
export * from './ingest.ts';
export * from './auth.ts';
export * from './invitations.ts';
export * from './sso.ts';
export * from './api-keys.ts';
export * from './login-audit.ts';
