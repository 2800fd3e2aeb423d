import { Link, List, ListItem, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Guide } from '../model.ts';
import { HELP_ROOT } from './help-header.tsx';

export const guidePath = (categorySlug: string, guideSlug?: string) =>
  `${HELP_ROOT}/guides/${categorySlug}${guideSlug ? `/${guideSlug}` : ''}`;

/** Guide titles linking to the guide, with the subtitle under each when asked for. */
export function GuideLinks({
  categorySlug,
  guides,
  withSubtitle = false,
}: {
  categorySlug: string;
  guides: Guide[];
  withSubtitle?: boolean;
}) {
  return (
    <List disablePadding>
      {guides.map((g) => (
        <ListItem key={g.id} disableGutters sx={{ display: 'block', py: withSubtitle ? 1.25 : 0.5 }}>
          <Link component={RouterLink} to={guidePath(categorySlug, g.slug)} underline="hover" sx={{ fontWeight: 500 }}>
            {g.title}
          </Link>
          {withSubtitle && (
            <Typography variant="body2" color="text.secondary">
              {g.subtitle}
            </Typography>
          )}
        </ListItem>
      ))}
    </List>
  );
}
