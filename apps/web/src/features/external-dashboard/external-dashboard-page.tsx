import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import { links } from '@roadlens/contract/endpoints/links';
import { useEndpointQuery } from '../../lib/api/client.ts';
import { mapConfigKeys } from '../../lib/api/keys.ts';
import { useSession } from '../../lib/session/session-context.tsx';

/** The external dashboard of an organisation: `{GRAFANA_URL}/?orgId={id}`; null without both. */
export function externalDashboardUrl(base: string | null | undefined, orgId: string | null | undefined): string | null {
  if (!base || !orgId || orgId === 'null') return null;
  return `${base.replace(/\/+$/, '')}/?orgId=${encodeURIComponent(orgId)}`;
}

/** /dashboard/main/grafana: opens the company's organisation on the configured Grafana, in a new tab. */
export function ExternalDashboardPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const config = useEndpointQuery(mapConfigKeys, links.mapConfig, {}, { staleTime: Infinity, retry: false, callOptions: { silent: true } });
  if (config.isPending)
    return (
      <Stack sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('externalDashboard.loading')} />
      </Stack>
    );
  const url = externalDashboardUrl(config.data?.grafana_url, me.company.grafana_org_id);
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('externalDashboard.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2.5 }}>
        {url ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography>{t('externalDashboard.text', { org: me.company.grafana_org_id })}</Typography>
            <Button
              variant="contained"
              endIcon={<OpenInNewIcon />}
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="open-external-dashboard"
            >
              {t('externalDashboard.open')}
            </Button>
          </Stack>
        ) : (
          <Alert severity="info">{config.data?.grafana_url ? t('externalDashboard.noOrg') : t('externalDashboard.notConfigured')}</Alert>
        )}
      </Paper>
    </Box>
  );
}
