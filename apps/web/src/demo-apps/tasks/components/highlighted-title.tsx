import { Box } from '@mui/material';
import { splitMarks } from './split-marks.ts';

/** A search result title with its matches highlighted; built as elements, never as HTML. */
export function HighlightedTitle({ title }: { title: string }) {
  return (
    <>
      {splitMarks(title).map((part, i) =>
        part.marked ? (
          <Box key={i} component="mark" sx={{ bgcolor: 'warning.light', color: 'inherit', borderRadius: 0.5, px: 0.25 }}>
            {part.text}
          </Box>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
