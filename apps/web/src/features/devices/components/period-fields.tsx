import { Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { useGridParams } from './use-grid-params.ts';

/** From / to fields of a tab's table. */
export function PeriodFields({ grid }: { grid: ReturnType<typeof useGridParams> }) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
      <TextField
        size="small"
        type="datetime-local"
        label={t('sensors.records.from')}
        value={grid.from}
        onChange={(e) => grid.setFrom(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="datetime-local"
        label={t('sensors.records.to')}
        value={grid.to}
        onChange={(e) => grid.setTo(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}
