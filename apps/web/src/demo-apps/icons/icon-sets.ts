/** The icon sets, all drawn by @mui/icons-material; the key is the set's URL name. */
export const ICON_SETS = {
  'material-outline': { name: 'Material Outline', suffix: 'Outlined' },
  'material-solid': { name: 'Material Solid', suffix: '' },
  'material-twotone': { name: 'Material Two Tone', suffix: 'TwoTone' },
  'material-rounded': { name: 'Material Rounded', suffix: 'Rounded' },
  'material-sharp': { name: 'Material Sharp', suffix: 'Sharp' },
} as const;

export type IconSetId = keyof typeof ICON_SETS;

export const isIconSet = (id: string | undefined): id is IconSetId => Boolean(id && id in ICON_SETS);
