import type { ReactNode } from 'react';
import { Box, Breadcrumbs, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export const HELP_ROOT = '/apps/help-center';

/** The banner of every help-center page: a trail back to the start, a title and a line under it. */
export function HelpHeader({
  trail = [],
  title,
  subtitle,
  children,
}: {
  trail?: { label: string; to: string }[];
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        px: { xs: 2, sm: 4, md: 6 },
        py: { xs: 4, sm: 6 },
        color: '#fff',
        background: 'linear-gradient(135deg, #312e81 0%, #4f46e5 55%, #0ea5e9 100%)',
        borderRadius: { sm: 3 },
      }}
    >
      <Breadcrumbs aria-label={t('demoHelpCenter.breadcrumb')} sx={{ color: 'rgba(255,255,255,.75)', mb: 1, '& a': { color: 'inherit' } }}>
        <Link component={RouterLink} to={HELP_ROOT} underline="hover">
          {t('demoHelpCenter.title')}
        </Link>
        {trail.map((step) => (
          <Link key={step.to} component={RouterLink} to={step.to} underline="hover">
            {step.label}
          </Link>
        ))}
      </Breadcrumbs>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 34 } }}>
        {title}
      </Typography>
      {subtitle && <Typography sx={{ mt: 1, opacity: 0.85, maxWidth: 720 }}>{subtitle}</Typography>}
      {children}
    </Box>
  );
}
