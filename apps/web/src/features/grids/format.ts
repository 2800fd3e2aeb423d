import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format/index.ts';

/**
 * The figures of grids in the user's language: travel times as minutes and seconds (a trip across a
 * city is read in minutes, not in thousands of seconds), shares as percentages.
 */
export function useGridFormat() {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const lang = i18n.language ?? 'en';
  return useMemo(() => {
    const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 });
    return {
      number: f.number,
      duration: (s: number | null | undefined) => {
        if (s === null || s === undefined || !Number.isFinite(s)) return '—';
        const total = Math.round(s);
        const h = Math.floor(total / 3600);
        const m = Math.floor((total % 3600) / 60);
        const sec = total % 60;
        if (h) return t('gridsArea.units.hm', { h, m });
        if (m) return sec ? t('gridsArea.units.ms', { m, s: sec }) : t('gridsArea.units.m', { m });
        return t('gridsArea.units.s', { s: sec });
      },
      share: (v: number | null | undefined) => (v === null || v === undefined || !Number.isFinite(v) ? '—' : percent.format(v)),
    };
  }, [t, f, lang]);
}
