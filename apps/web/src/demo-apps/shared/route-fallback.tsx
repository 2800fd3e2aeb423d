import { Box, CircularProgress } from '@mui/material';

/** Shown while a demo page's code loads on the first visit (a route's HydrateFallback). */
export function RouteFallback() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <CircularProgress size={32} />
    </Box>
  );
}
