import type { SxProps, Theme } from '@mui/material';

/**
 * Two-pane apps (list + detail) fill the viewport below the layout's toolbar and scroll inside
 * their panes, so a chat's input box or a list's search stays in view on a phone too.
 */
export const fullHeightPanel: SxProps<Theme> = {
  display: 'flex',
  overflow: 'hidden',
  minHeight: 420,
  height: { xs: 'calc(100dvh - 88px)', md: 'calc(100dvh - 128px)' },
};
