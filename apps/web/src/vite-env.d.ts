/// <reference types="vite/client" />

declare const __RELEASE__: string;
declare const __BUILD_TIME__: string;

interface ImportMetaEnv {
  /** Error reporting DSN; reporting stays off when unset. */
  readonly VITE_SENTRY_DSN?: string;
}

declare module 'virtual:early-calls' {
  /** The early script's addresses, read at build time from src/early-calls.ts (vite-plugins/early-entry.ts). */
  export const EARLY_CALLS: import('./early-calls.ts').EarlyCalls;
}
