/// <reference types="vite/client" />

declare const __RELEASE__: string;
declare const __BUILD_TIME__: string;

interface ImportMetaEnv {
  /** Error reporting DSN; reporting stays off when unset. */
  readonly VITE_SENTRY_DSN?: string;
}
