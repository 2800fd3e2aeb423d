import { useMemo } from 'react';
import { useOptionalSession } from '../../lib/session/session-context.tsx';
import { bandsInUnit, DEFAULT_SPEED_COLORS, type SpeedUnit } from './speed.ts';

/** The company's map settings from the profile: speed colours, unit, map centre, driving side. */
export function useCompanyMapSettings() {
  const session = useOptionalSession();
  const company = session?.me.company;
  const unit: SpeedUnit = session?.me.measures.speed ?? company?.measures.speed ?? 'km__hr';
  const stored = company?.speed_colors;
  // The same array while the profile is unchanged: the live map rebuilds and redraws everything on a new one.
  const bands = useMemo(() => bandsInUnit(stored?.length ? stored : DEFAULT_SPEED_COLORS, unit), [stored, unit]);
  return {
    /** Bounds in the display unit (`unit`), as the speeds they are compared with. */
    bands,
    unit,
    center: company?.map_center ?? null,
    /** Right-hand traffic unless the company drives on the left. */
    drivingSide: company?.driving_direction === 'left' ? ('left' as const) : ('right' as const),
  };
}
