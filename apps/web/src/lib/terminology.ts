import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Port companies (application type 1) speak of wait times at a terminal, not travel times on a
 * map. A key listed here is swapped for its port twin; both live in every language.
 */
export const PORT_TERMS: Record<string, string> = {
  'navigation.terms.travelTime': 'navigation.portTerms.travelTime',
  'navigation.terms.map': 'navigation.portTerms.map',
  'navigation.terms.grid': 'navigation.portTerms.grid',
  'navigation.terms.delay': 'navigation.portTerms.delay',
  'navigation.terms.devices': 'navigation.portTerms.devices',
  'navigation.items.dashboard.map': 'navigation.portTerms.map',
  'navigation.items.grids': 'navigation.portTerms.grid',
  'navigation.breadcrumb.devices': 'navigation.portTerms.devices',
  'navigation.breadcrumb.grids': 'navigation.portTerms.grid',
};

export const termKey = (key: string, isPort: boolean): string => (isPort ? (PORT_TERMS[key] ?? key) : key);

/** `t` with the port terminology applied. */
export function useTerm(isPort: boolean) {
  const { t } = useTranslation();
  return useCallback((key: string) => t(termKey(key, isPort)), [t, isPort]);
}
