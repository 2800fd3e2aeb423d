import type { ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';

/** One titled group of settings. */
export function Section({ title, hint, children, testId }: { title: string; hint?: string; children: ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 } }} data-testid={testId}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {hint}
        </Typography>
      )}
      <Stack spacing={2} sx={{ mt: 1.5 }}>
        {children}
      </Stack>
    </Paper>
  );
}

/** The first server message for a field or any field under it (`peak_hours` covers `peak_hours.am.to`). */
export function fieldError(errors: Record<string, string[]>, ...fields: string[]): { error?: boolean; helperText?: string } {
  for (const f of fields) {
    const key = Object.keys(errors).find((k) => k === f || k.startsWith(`${f}.`));
    if (key) return { error: true, helperText: errors[key][0] };
  }
  return {};
}

export interface SectionProps<F> {
  form: F;
  set: (patch: Partial<F>) => void;
  errors: Record<string, string[]>;
  readOnly: boolean;
}
