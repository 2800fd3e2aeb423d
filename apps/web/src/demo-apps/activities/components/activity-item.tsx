import { Avatar, Box, Link as MuiLink, Typography } from '@mui/material';
import { format } from 'date-fns';
import { Link } from 'react-router';
import { useDateLocale } from '../../shared/date-locale.ts';
import type { Activity } from '../model.ts';
import { ActivityIcon } from './activity-icon.tsx';

/** One timeline entry: who or what, when, an optional quote and an optional link. */
export function ActivityItem({ activity, last }: { activity: Activity; last: boolean }) {
  const locale = useDateLocale();
  const a = activity;
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, position: 'relative', pb: last ? 0 : 3 }}>
      {!last && <Box sx={{ position: 'absolute', left: 19, top: 44, bottom: 4, width: 2, bgcolor: 'divider' }} />}
      {a.image ? (
        <Avatar src={a.image} alt="" sx={{ width: 40, height: 40 }} />
      ) : (
        <Avatar sx={{ width: 40, height: 40, bgcolor: 'primary.main' }}>
          <ActivityIcon icon={a.icon} fontSize="small" />
        </Avatar>
      )}
      <Box sx={{ flex: 1, minWidth: 0, pt: 0.5 }}>
        <Typography sx={{ fontWeight: 500 }}>{a.description}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, color: 'text.secondary' }}>
          <Typography variant="body2" component="time" dateTime={a.date}>
            {format(new Date(a.date), 'p', { locale })}
          </Typography>
          {a.link &&
            a.linkedContent &&
            (a.useRouter ? (
              <MuiLink component={Link} to={a.link} variant="body2">
                {a.linkedContent}
              </MuiLink>
            ) : (
              <MuiLink href={a.link} variant="body2">
                {a.linkedContent}
              </MuiLink>
            ))}
        </Box>
        {a.extraContent && (
          <Box
            sx={{
              mt: 1.5,
              p: 2,
              borderRadius: 2,
              bgcolor: 'action.hover',
              color: 'text.secondary',
              fontSize: 14,
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-word',
              borderLeft: 3,
              borderColor: 'primary.light',
            }}
          >
            {a.extraContent}
          </Box>
        )}
      </Box>
    </Box>
  );
}
