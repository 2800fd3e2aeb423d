// The contract: zod schemas of every core endpoint, shared by the server, the web app and tests.
// Import from the module that owns a schema (`@roadlens/contract/health`) or from here.
export * from './common.ts';
export * from './health.ts';
export * from './permissions.ts';
export * from './profile.ts';
