import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalSession } from '../session/session-context.tsx';
import { formatInstant, type DateFormat, type Instant } from './date.ts';
import { formatDistance, formatSpeed, speedUnitLabel, distanceUnitLabel, toSpeedUnit, toDistanceUnit } from './units.ts';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Formatters bound to the signed-in user: dates in the profile's time zone, speeds and distances
 * in the profile's units (which the server fills from the company's unless the user chose
 * others, core §3). Outside a session: the browser's zone and metric units.
 */
export function useFormat() {
  const session = useOptionalSession();
  const { i18n } = useTranslation();
  const timeZone = session?.me.time_zone ?? browserZone();
  const measures = session?.me.measures ?? session?.me.company.measures ?? { speed: 'km__hr', distance: 'km' };
  const lang = i18n.language ?? 'en';
  return useMemo(
    () => ({
      timeZone,
      speedUnit: measures.speed,
      distanceUnit: measures.distance,
      speedLabel: speedUnitLabel(measures.speed),
      distanceLabel: distanceUnitLabel(measures.distance),
      date: (v: Instant | null | undefined, fmt: DateFormat = 'date') => formatInstant(v, timeZone, fmt),
      dateTime: (v: Instant | null | undefined) => formatInstant(v, timeZone, 'dateTime'),
      display: (v: Instant | null | undefined) => formatInstant(v, timeZone, 'display'),
      speed: (kmh: number | null | undefined, digits = 0) => formatSpeed(kmh, measures.speed, lang, digits),
      distance: (metres: number | null | undefined, digits = 2) => formatDistance(metres, measures.distance, lang, digits),
      speedValue: (kmh: number) => toSpeedUnit(kmh, measures.speed),
      distanceValue: (metres: number) => toDistanceUnit(metres, measures.distance),
    }),
    [timeZone, measures.speed, measures.distance, lang],
  );
}
