import { Box, Skeleton } from '@mui/material';

export function DashboardSkeleton() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }, gap: 3 }}>
      {[1, 2, 3, 4].map((i) => (
        <Skeleton key={i} variant="rounded" height={160} />
      ))}
      <Skeleton variant="rounded" height={360} sx={{ gridColumn: { lg: 'span 3' } }} />
      <Skeleton variant="rounded" height={360} />
    </Box>
  );
}
