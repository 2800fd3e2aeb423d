import { useOptionalSession } from '../../lib/session/session-context.tsx';
import { bandsInUnit, type SpeedColor, type SpeedUnit } from './speed.ts';

/** Used only when the profile has no speed colours configured. */
export const DEFAULT_SPEED_COLORS: SpeedColor[] = [
  { upto: 20, color: '#d32f2f' },
  { upto: 40, color: '#f57c00' },
  { upto: 60, color: '#fbc02d' },
  { upto: null, color: '#388e3c' },
];

/** The company's map settings from the profile: speed colours, unit, map centre, driving side. */
export function useCompanyMapSettings() {
  const session = useOptionalSession();
  const company = session?.me.company;
  const unit: SpeedUnit = session?.me.measures.speed ?? company?.measures.speed ?? 'km__hr';
  return {
    /** Bounds in the display unit (`unit`), as the speeds they are compared with. */
    bands: bandsInUnit(company?.speed_colors.length ? company.speed_colors : DEFAULT_SPEED_COLORS, unit),
    unit,
    center: company?.map_center ?? null,
    /** Right-hand traffic unless the company drives on the left. */
    drivingSide: company?.driving_direction === 'left' ? ('left' as const) : ('right' as const),
  };
}
