import { Box, Card, CardContent, CardHeader, Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AuthCallResult } from '../api/call-auth.ts';

// Inline pictures are thousands of characters of noise; show their start and length instead.
const readable = (_key: string, value: unknown) =>
  typeof value === 'string' && value.startsWith('data:') && value.length > 80 ? `${value.slice(0, 40)}… (${value.length})` : value;

/** Every reply of this visit, newest first, exactly as the mock sent it. */
export function ReplyLog({ results }: { results: AuthCallResult[] }) {
  const { t } = useTranslation();
  return (
    <Card sx={{ height: 1 }}>
      <CardHeader title={t('demoMockAuth.replies.title')} subheader={t('demoMockAuth.replies.text')} />
      <CardContent>
        {results.length === 0 && <Typography color="text.secondary">{t('demoMockAuth.replies.empty')}</Typography>}
        <Box component="ol" aria-label={t('demoMockAuth.replies.title')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {results.map((r) => (
            <Box
              component="li"
              key={r.id}
              aria-label={`${r.path} ${r.status}`}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', px: 1.5, py: 1, bgcolor: 'background.default' }}>
                <Chip size="small" label={r.status} color={r.status < 300 ? 'success' : 'error'} />
                <Typography variant="body2" sx={{ fontFamily: 'monospace', flex: 1, wordBreak: 'break-all' }}>
                  POST {r.path}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('demoMockAuth.replies.took', { ms: r.ms })}
                </Typography>
              </Box>
              <Box
                component="pre"
                sx={{ m: 0, p: 1.5, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 240, overflow: 'auto' }}
              >
                {JSON.stringify(r.body, readable, 2)}
              </Box>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
