/**
 * The colour palette a company picks its speed colours from: 20 named colours (Material 600
 * shades, plus a dark red for standstill). Green is the default colour.
 */
export const PALETTE = [
  { name: 'red', hex: '#e53935' },
  { name: 'pink', hex: '#d81b60' },
  { name: 'purple', hex: '#8e24aa' },
  { name: 'deep-purple', hex: '#5e35b1' },
  { name: 'indigo', hex: '#3949ab' },
  { name: 'blue', hex: '#1e88e5' },
  { name: 'light-blue', hex: '#039be5' },
  { name: 'cyan', hex: '#00acc1' },
  { name: 'teal', hex: '#00897b' },
  { name: 'green', hex: '#43a047' },
  { name: 'light-green', hex: '#7cb342' },
  { name: 'lime', hex: '#c0ca33' },
  { name: 'yellow', hex: '#fdd835' },
  { name: 'amber', hex: '#ffb300' },
  { name: 'orange', hex: '#fb8c00' },
  { name: 'deep-orange', hex: '#f4511e' },
  { name: 'brown', hex: '#6d4c41' },
  { name: 'grey', hex: '#757575' },
  { name: 'blue-grey', hex: '#546e7a' },
  { name: 'dark-red', hex: '#b71c1c' },
] as const;

export type PaletteColor = (typeof PALETTE)[number];
export const DEFAULT_PALETTE_COLOR: PaletteColor = PALETTE[9];

const byHex = new Map<string, PaletteColor>(PALETTE.map((c) => [c.hex, c]));
/** The palette entry of a hex colour (case-insensitive); undefined when it is not one of the 20. */
export const paletteColor = (hex: string): PaletteColor | undefined => byHex.get(hex.toLowerCase());
