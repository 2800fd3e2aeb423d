import { useMemo } from 'react';
import { useOptionalSession } from '../../lib/session/session-context.tsx';
import { mapSettingsOf } from './map-settings.ts';

/** The company's map settings from the profile: speed colours, unit, map centre, driving side. */
export function useCompanyMapSettings() {
  const session = useOptionalSession();
  const me = session?.me;
  // The same bands array while the profile is unchanged: the live map rebuilds and redraws everything on a new one.
  const settings = useMemo(() => mapSettingsOf(me), [me]);
  return settings;
}
