import { Box, Chip, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isLowConfidence } from './gaps.ts';

interface Props {
  /** The formatted value; `null` when there is none (then nothing is marked). */
  text: string | null;
  /** Accepted samples the value rests on. */
  samples: number | null | undefined;
  /** The server's confidence when it knows better than the count (a route: its weakest link). */
  confidence?: number;
  /** Writes the count beside the value (detail headers, popups); tables keep it in the tooltip. */
  showCount?: boolean;
}

/**
 * A current value with its sample count in a tooltip (or beside it), greyed, dashed and labelled
 * "low confidence" when it rests on too few samples to be read as a fact.
 */
export function TrustedValue({ text, samples, confidence, showCount = false }: Props) {
  const { t } = useTranslation();
  const count = samples ?? 0;
  if (text === null) return <span>—</span>;
  const low = isLowConfidence(count, confidence);
  const counted = t('charts.samples', { count });
  return (
    <Tooltip title={low ? `${t('charts.lowConfidenceHint')} (${counted})` : counted}>
      <Box
        component="span"
        data-testid="trusted-value"
        data-samples={count}
        data-low-confidence={low ? 'true' : undefined}
        aria-label={low ? `${text}, ${t('charts.lowConfidence')}, ${counted}` : `${text}, ${counted}`}
        sx={low ? { color: 'text.disabled', fontStyle: 'italic', borderBottom: '1px dashed' } : undefined}
      >
        {text}
        {showCount && (
          <Box component="span" sx={{ ml: 0.5, fontSize: '0.8em', color: 'text.secondary' }}>
            ({counted})
          </Box>
        )}
      </Box>
    </Tooltip>
  );
}

/** The small "low confidence" mark beside a header or popup whose current value rests on too few samples. */
export function LowConfidenceChip({ samples, confidence }: { samples: number | null | undefined; confidence?: number }) {
  const { t } = useTranslation();
  if (!isLowConfidence(samples ?? 0, confidence)) return null;
  return (
    <Tooltip title={t('charts.lowConfidenceHint')}>
      <Chip
        size="small"
        variant="outlined"
        label={t('charts.lowConfidence')}
        data-testid="low-confidence"
        sx={{ borderStyle: 'dashed', color: 'text.secondary' }}
      />
    </Tooltip>
  );
}
