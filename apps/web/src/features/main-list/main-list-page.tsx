import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../components/data-list/index.ts';
import { KINDS, type Kind } from './kinds.ts';
import { LinksTable } from './links-table.tsx';
import { RoutesTable } from './routes-table.tsx';
import { SensorsTable } from './sensors-table.tsx';

/**
 * Dashboard › List (dashboard/main/list): the map's objects — links, routes, sensors — as a table,
 * sorted, searched and paged on the server; the chosen kind, page, order and search live in the URL.
 */
export function MainListPage() {
  const { t } = useTranslation();
  const params = useListParams({ filters: ['kind', 'hours'] });
  const kind: Kind = (KINDS as readonly string[]).includes(params.filters.kind ?? '') ? (params.filters.kind as Kind) : 'links';
  const picker = (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={kind}
      aria-label={t('mainList.kind')}
      // A new kind starts from its own defaults: page 1, by name, no search.
      onChange={(_, v: Kind | null) => v && params.set({ kind: v === 'links' ? null : v, ordering: null, search: null, hours: null })}
    >
      {KINDS.map((k) => (
        <ToggleButton key={k} value={k} data-testid={`kind-${k}`}>
          {t(`mainList.kinds.${k}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('mainList.title')}
      </Typography>
      {kind === 'links' && <LinksTable params={params} kindPicker={picker} />}
      {kind === 'routes' && <RoutesTable params={params} kindPicker={picker} />}
      {kind === 'sensors' && <SensorsTable params={params} kindPicker={picker} />}
    </Box>
  );
}
