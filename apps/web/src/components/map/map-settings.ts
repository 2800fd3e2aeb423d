import type { Me } from '@roadlens/contract';
import { bandsInUnit, DEFAULT_SPEED_COLORS, type SpeedColor, type SpeedUnit } from './speed.ts';

export interface MapSettings {
  /** Bounds in the display unit (`unit`), as the speeds they are compared with. */
  bands: SpeedColor[];
  unit: SpeedUnit;
  center: { lng: number; lat: number; zoom: number } | null;
  /** Right-hand traffic unless the company drives on the left. */
  drivingSide: 'left' | 'right';
}

/**
 * The company's map settings as the profile (`GET users/me`) gives them: speed colours, unit, map centre,
 * driving side. Pure, so the map's early preview (drawn before the app has started) reads them the same way.
 */
export function mapSettingsOf(me: Pick<Me, 'measures' | 'company'> | null | undefined): MapSettings {
  const company = me?.company;
  const unit: SpeedUnit = me?.measures.speed ?? company?.measures.speed ?? 'km__hr';
  const stored = company?.speed_colors;
  return {
    bands: bandsInUnit(stored?.length ? stored : DEFAULT_SPEED_COLORS, unit),
    unit,
    center: company?.map_center ?? null,
    drivingSide: company?.driving_direction === 'left' ? 'left' : 'right',
  };
}
