import * as MuiIcons from '@mui/icons-material';
import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material';

const registry = MuiIcons as unknown as Record<string, ComponentType<SvgIconProps> | undefined>;

/** Any MUI icon by its component name; this module (and so the whole icon library) loads only with the icons page. */
export function MuiIcon({ iconName, ...props }: { iconName: string } & SvgIconProps) {
  const Icon = registry[iconName];
  return Icon ? <Icon {...props} /> : null;
}

