import { Box } from '@mui/material';

/** A zone's name on the map, as React text (names are user input and never markup). */
export function ZoneLabel({ name, color }: { name: string; color: string }) {
  return (
    <Box
      sx={{
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        bgcolor: 'background.paper',
        border: 2,
        borderColor: color,
        fontSize: 12,
        fontWeight: 600,
        maxWidth: 140,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        pointerEvents: 'none',
        boxShadow: 1,
      }}
    >
      {name}
    </Box>
  );
}
