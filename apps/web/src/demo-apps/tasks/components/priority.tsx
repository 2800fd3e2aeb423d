import KeyboardDoubleArrowDown from '@mui/icons-material/KeyboardDoubleArrowDown';
import KeyboardDoubleArrowUp from '@mui/icons-material/KeyboardDoubleArrowUp';
import Remove from '@mui/icons-material/Remove';
import type { SvgIconProps } from '@mui/material';
import type { TaskPriority } from '../model.ts';

export const PRIORITIES: { value: TaskPriority; key: 'low' | 'normal' | 'high' }[] = [
  { value: 0, key: 'low' },
  { value: 1, key: 'normal' },
  { value: 2, key: 'high' },
];

/** Low is a green arrow down, high a red arrow up, normal a grey dash. */
export function PriorityIcon({ priority, ...props }: { priority: TaskPriority } & SvgIconProps) {
  if (priority === 2) return <KeyboardDoubleArrowUp sx={{ color: 'error.main' }} {...props} />;
  if (priority === 0) return <KeyboardDoubleArrowDown sx={{ color: 'success.main' }} {...props} />;
  return <Remove sx={{ color: 'text.disabled' }} {...props} />;
}
