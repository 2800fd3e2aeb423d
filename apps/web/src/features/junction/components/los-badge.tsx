import { Box } from '@mui/material';
import type { LevelOfService } from '@roadlens/traffic/definitions';

const COLOURS: Record<LevelOfService, string> = { A: '#2e7d32', B: '#689f38', C: '#f9a825', D: '#ef6c00', E: '#d84315', F: '#b71c1c' };

/** A level of service letter on its colour; dashed and pale when it rests on few vehicles. */
export function LosBadge({ los, low, label }: { los: LevelOfService | null; low: boolean; label: string }) {
  if (!los) return <span>—</span>;
  return (
    <Box
      component="span"
      aria-label={label}
      title={label}
      data-testid="los-badge"
      data-los={los}
      sx={{
        display: 'inline-block',
        minWidth: 28,
        textAlign: 'center',
        fontWeight: 700,
        borderRadius: 1,
        px: 0.75,
        py: 0.25,
        color: low ? COLOURS[los] : '#fff',
        bgcolor: low ? 'transparent' : COLOURS[los],
        border: `2px ${low ? 'dashed' : 'solid'} ${COLOURS[los]}`,
      }}
    >
      {los}
    </Box>
  );
}
