import { Card, Typography } from '@mui/material';

/** A big number with its label and a small footnote, coloured by `tone`. */
export function StatCard({
  label,
  value,
  note,
  tone,
}: {
  label: string;
  value: string;
  note: string;
  tone: 'primary' | 'error' | 'warning' | 'success';
}) {
  return (
    <Card component="section" aria-label={label} sx={{ p: 3, borderRadius: 3, textAlign: 'center' }}>
      <Typography variant="subtitle2" sx={{ color: 'text.secondary', textAlign: 'left' }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: { xs: 48, sm: 64 }, fontWeight: 800, lineHeight: 1.2, color: `${tone}.main`, my: 1 }}>{value}</Typography>
      <Typography variant="body2" sx={{ color: `${tone}.main`, fontWeight: 600 }}>
        {note}
      </Typography>
    </Card>
  );
}
