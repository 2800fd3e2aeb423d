import { Box } from '@mui/material';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import ArrowDropUp from '@mui/icons-material/ArrowDropUp';
import { useFormat } from '../format.ts';

export function TrendChip({ dir, amount }: { dir: 'up' | 'down'; amount: number }) {
  const f = useFormat();
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        fontWeight: 600,
        fontSize: 14,
        color: dir === 'up' ? 'success.main' : 'error.main',
      }}
    >
      {dir === 'up' ? <ArrowDropUp /> : <ArrowDropDown />}
      {f.percent(amount, 2)}
    </Box>
  );
}
