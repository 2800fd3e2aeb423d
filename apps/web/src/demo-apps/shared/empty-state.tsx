import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** The centred "nothing here" block every list shows instead of a blank area. */
export function EmptyState({ icon, title, text, action }: { icon: ReactNode; title: string; text?: string; action?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 1,
        py: 8,
        px: 2,
        color: 'text.secondary',
        flex: 1,
      }}
    >
      <Box sx={{ fontSize: 56, lineHeight: 0, opacity: 0.5, '& svg': { fontSize: 'inherit' } }}>{icon}</Box>
      <Typography variant="h6" color="text.primary">
        {title}
      </Typography>
      {text && <Typography variant="body2">{text}</Typography>}
      {action}
    </Box>
  );
}
