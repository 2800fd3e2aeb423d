import { Box } from '@mui/material';

/** A sign's lines as the panel shows them: amber text on black, one row per line. */
export function SignDisplay({ lines, testId }: { lines: string[]; testId?: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{
        bgcolor: '#111',
        color: '#ffb300',
        borderRadius: 1,
        px: 2,
        py: 1.5,
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
        fontWeight: 700,
        fontSize: { xs: 16, sm: 20 },
        letterSpacing: 1,
        lineHeight: 1.4,
        minHeight: 40,
        overflowX: 'auto',
        border: '4px solid #333',
      }}
    >
      {lines.map((l, i) => (
        <Box key={i} data-testid="sign-line" sx={{ whiteSpace: 'pre', minHeight: '1.4em' }}>
          {l}
        </Box>
      ))}
    </Box>
  );
}
