/** Release and build time baked in at build (vite.config.ts); shown in the logo tooltip. */
export const RELEASE: string = typeof __RELEASE__ === 'string' ? __RELEASE__ : 'test';
export const BUILD_TIME: string = typeof __BUILD_TIME__ === 'string' ? __BUILD_TIME__ : new Date(0).toISOString();
