import type { ReactNode } from 'react';
import { Box, Card, Typography, type SxProps, type Theme } from '@mui/material';

/** A titled card; `action` sits top right (a toggle, a menu). */
export function DashboardCard({
  title,
  subtitle,
  action,
  children,
  sx,
}: {
  title: string;
  subtitle?: string;
  action?: ReactNode;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  return (
    <Card
      component="section"
      aria-label={title}
      sx={[
        { p: { xs: 2, sm: 3 }, borderRadius: 3, display: 'flex', flexDirection: 'column', minWidth: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: 17 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {action}
      </Box>
      {children}
    </Card>
  );
}
