import { CircularProgress, Stack, Typography } from '@mui/material';
import type { LinkValuesAt } from '@roadlens/contract/live-map';
import type { SpeedUnit } from '../../../components/map/speed.ts';
import { useLinkDetails } from '../api/map-data.ts';
import { applyValuesAt } from '../api/link-values-at.ts';
import { LinkPopupContent } from './link-popup-content.tsx';

/**
 * The popup of a hovered or picked link. The map draws links from a compact list (line, name, speed),
 * so the link's other current values are asked for here, once per link (live events keep them
 * current); during a replay they are shown as they were at the replayed interval.
 */
export function LinkPopup({ id, name, unit, at }: { id: number; name: string; unit: SpeedUnit; at: LinkValuesAt | null }) {
  const q = useLinkDetails(id);
  if (!q.data)
    return (
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2">{name}</Typography>
        {q.isPending && <CircularProgress size={14} />}
      </Stack>
    );
  return <LinkPopupContent link={at ? applyValuesAt([q.data], at)[0] : q.data} unit={unit} />;
}
