import { createElement } from 'react';
import { Box, type SvgIconProps } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { bucketOf, loadBucket } from '../icon-loader.ts';
import { iconsKeys } from '../api/keys.ts';

/**
 * One MUI icon by its base name and its set's suffix. The icon's bucket loads on first use and is
 * shared by every icon in it; until then an empty box of the same size holds the place.
 */
export function MuiIcon({ name, suffix, ...props }: { name: string; suffix: string } & SvgIconProps) {
  const file = bucketOf(name, suffix);
  const bucket = useQuery({ queryKey: iconsKeys.bucket(file), queryFn: () => loadBucket(file), staleTime: Infinity, gcTime: Infinity });
  const Icon = bucket.data?.get(`${name}${suffix}`);
  if (!Icon)
    return (
      <Box
        component="span"
        aria-hidden
        sx={[{ display: 'inline-block', width: '1em', height: '1em' }, ...(Array.isArray(props.sx) ? props.sx : [props.sx])]}
      />
    );
  // The icon is a stable module export looked up in a cached map, not a component made here.
  return createElement(Icon, props);
}
