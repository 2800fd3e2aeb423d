/** Date, speed and distance formatting for every screen. */
export * from './date.ts';
export * from './units.ts';
export { useFormat } from './use-format.ts';
