import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalSession } from '../session/session-context.tsx';
import { axisTimeLabel, formatInstant, fromZonedInput, toZonedInput, type DateFormat, type Instant } from './date.ts';
import {
  formatDistance,
  formatNumber,
  formatSeconds,
  formatSpeed,
  secondsUnitLabel,
  speedUnitLabel,
  distanceUnitLabel,
  toSpeedUnit,
  toDistanceUnit,
} from './units.ts';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Formatters bound to the signed-in user: dates in the profile's time zone, speeds and distances
 * in the profile's units (which the server fills from the company's unless the user chose
 * others). Outside a session: the browser's zone and metric units.
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
      speedLabel: speedUnitLabel(measures.speed, lang),
      distanceLabel: distanceUnitLabel(measures.distance),
      date: (v: Instant | null | undefined, fmt: DateFormat = 'date') => formatInstant(v, timeZone, fmt),
      dateTime: (v: Instant | null | undefined) => formatInstant(v, timeZone, 'dateTime'),
      display: (v: Instant | null | undefined) => formatInstant(v, timeZone, 'display'),
      speed: (kmh: number | null | undefined, digits = 0) => formatSpeed(kmh, measures.speed, lang, digits),
      distance: (metres: number | null | undefined, digits = 2) => formatDistance(metres, measures.distance, lang, digits),
      number: (v: number | null | undefined, digits = 0) => formatNumber(v, lang, digits),
      seconds: (v: number | null | undefined, digits = 0) => formatSeconds(v, lang, digits),
      secondsLabel: secondsUnitLabel(lang),
      /** datetime-local text ⇄ instants, on the wall clock of the profile's zone. */
      toInput: (v: Instant | null | undefined) => toZonedInput(v, timeZone),
      fromInput: (text: string) => fromZonedInput(text, timeZone),
      axisTime: (ms: number) => axisTimeLabel(ms, timeZone),
      speedValue: (kmh: number) => toSpeedUnit(kmh, measures.speed),
      distanceValue: (metres: number) => toDistanceUnit(metres, measures.distance),
    }),
    [timeZone, measures.speed, measures.distance, lang],
  );
}
