import { Box, Card, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Sign } from '@roadlens/contract/signs';

/** A variable message sign on the wall: its lines as the panel shows them, and why. */
export function SignTile({ sign }: { sign: Sign }) {
  const { t } = useTranslation();
  const d = sign.display;
  return (
    <Card data-testid="terminal-sign" data-name={sign.name} sx={{ height: '100%', borderLeft: 10, borderColor: '#333' }}>
      <Box sx={{ p: { xs: 1.5, md: 2 } }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <Typography
            variant="h6"
            component="h2"
            title={sign.name}
            sx={{ flex: 1, fontWeight: 600, lineHeight: 1.25, overflowWrap: 'anywhere' }}
          >
            {sign.name}
          </Typography>
          <Chip size="small" variant="outlined" label={t('terminal.kind.sign')} />
        </Stack>
        <Box
          sx={{
            bgcolor: '#111',
            color: '#ffb300',
            borderRadius: 1,
            px: 1.5,
            py: 1,
            fontFamily: 'ui-monospace, monospace',
            fontWeight: 700,
            fontSize: { xs: '1.1rem', md: '1.4rem' },
            overflowX: 'auto',
          }}
        >
          {(d?.lines ?? []).map((l, i) => (
            <Box key={i} sx={{ whiteSpace: 'pre', minHeight: '1.3em' }}>
              {l}
            </Box>
          ))}
        </Box>
        {d && d.reason !== 'travel_times' && (
          <Chip
            sx={{ mt: 1 }}
            size="small"
            color={d.reason === 'override' ? 'secondary' : 'warning'}
            label={t(`terminal.signReason.${d.reason}`)}
          />
        )}
      </Box>
    </Card>
  );
}
