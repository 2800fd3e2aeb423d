/** Date, speed and distance formatting for every screen (core §3, §9). */
export * from './date.ts';
export * from './units.ts';
export { useFormat } from './use-format.ts';
