import { LinearProgress } from '@mui/material';

/** Loading progress must be 0–100, otherwise the developer console says so. */
export function isValidProgress(value: number): boolean {
  if (!Number.isFinite(value) || value < 0 || value > 100) {
    console.error('Progress value must be between 0 and 100!');
    return false;
  }
  return true;
}

/** The top loading bar: indeterminate without a value; an out-of-range value is refused (kept indeterminate). */
export function LoadingBar({ value, show = true }: { value?: number; show?: boolean }) {
  if (!show) return null;
  const determinate = value !== undefined && isValidProgress(value);
  return (
    <LinearProgress
      aria-label="loading"
      variant={determinate ? 'determinate' : 'indeterminate'}
      value={determinate ? value : undefined}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (t) => t.zIndex.tooltip + 1, height: 3 }}
    />
  );
}
