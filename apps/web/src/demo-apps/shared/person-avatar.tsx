import { Avatar, type SxProps, type Theme } from '@mui/material';

const COLORS = ['#4f46e5', '#0ea5e9', '#16a34a', '#e11d48', '#f59e0b', '#7c3aed', '#0d9488', '#db2777'];

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toLocaleUpperCase())
    .join('');

/** A person's photo, or their initials on a colour picked from the name when there is none. */
export function PersonAvatar({ name, src, size = 40, sx }: { name: string; src?: string | null; size?: number; sx?: SxProps<Theme> }) {
  const color = COLORS[[...name].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % COLORS.length];
  return (
    <Avatar
      alt={name}
      src={src ?? undefined}
      sx={[{ width: size, height: size, fontSize: size * 0.4, bgcolor: color, color: '#fff' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {initials(name)}
    </Avatar>
  );
}
