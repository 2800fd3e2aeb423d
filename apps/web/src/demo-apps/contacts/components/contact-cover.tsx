import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** The banner on top of a contact: their picture when they have one, else a brand gradient. */
export function ContactCover({ background, children }: { background?: string | null; children?: ReactNode }) {
  return (
    <Box
      sx={{
        position: 'relative',
        height: { xs: 120, sm: 160 },
        background: background ? `center / cover no-repeat url("${background}")` : 'linear-gradient(135deg, #4f46e5 0%, #0ea5e9 100%)',
      }}
    >
      {children}
    </Box>
  );
}
