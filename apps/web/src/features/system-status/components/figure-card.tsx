import type { ReactNode } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';

export interface FigureRow {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** A titled card of label/value rows: one area of the installation (server, database, …). */
export function FigureCard({ title, rows, testId }: { title: string; rows: FigureRow[]; testId?: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId}>
      <CardContent>
        <Typography variant="subtitle2" color="text.secondary" gutterBottom>
          {title}
        </Typography>
        <Stack spacing={0.75}>
          {rows.map((r) => (
            <Stack key={r.label} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
              <Typography variant="body2" color="text.secondary">
                {r.label}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 500, textAlign: 'right' }} data-testid={r.testId}>
                {r.value}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
