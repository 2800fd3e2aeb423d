import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridLocaleText } from '@mui/x-data-grid';
import { enUS, trTR } from '@mui/x-data-grid/locales';
import { formatNumber } from '../../lib/format/units.ts';

const GRID_LOCALES = { en: enUS, tr: trTR };

/**
 * The grid's own texts in the user's language: MUI's translations, with the pagination label
 * ("1–6 of 6") and its numbers written by us, since MUI's Turkish leaves that one in English.
 */
export function useGridLocaleText(): Partial<GridLocaleText> {
  const { t, i18n } = useTranslation();
  const lang = i18n.language?.startsWith('tr') ? 'tr' : 'en';
  return useMemo(() => {
    const n = (v: number) => formatNumber(v, lang);
    return {
      ...GRID_LOCALES[lang].components.MuiDataGrid.defaultProps.localeText,
      paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
        count == null || count === -1
          ? t('dataList.displayedRowsMore', { from: n(from), to: n(to) })
          : t('dataList.displayedRows', { from: n(from), to: n(to), count: n(count) }),
    };
  }, [lang, t]);
}
