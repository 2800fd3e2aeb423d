import { Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CompanyForm } from '../company-form.ts';
import { fieldError, Section, type SectionProps } from './section.tsx';

/** Where the map opens, its basemap, and the external dashboard's organisation. */
export function MapSection({ form, set, errors, readOnly }: SectionProps<CompanyForm>) {
  const { t } = useTranslation();
  const num = { htmlInput: { inputMode: 'decimal' as const } };
  return (
    <Section title={t('companySettings.sections.map')} testId="section-map">
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <TextField
          label={t('companySettings.lat')}
          name="center_lat"
          value={form.center_lat}
          disabled={readOnly}
          onChange={(e) => set({ center_lat: e.target.value })}
          slotProps={num}
          sx={{ flex: 1, minWidth: 110 }}
          {...fieldError(errors, 'map_center.lat', 'map_center')}
        />
        <TextField
          label={t('companySettings.lng')}
          name="center_lng"
          value={form.center_lng}
          disabled={readOnly}
          onChange={(e) => set({ center_lng: e.target.value })}
          slotProps={num}
          sx={{ flex: 1, minWidth: 110 }}
          {...fieldError(errors, 'map_center.lng')}
        />
        <TextField
          label={t('companySettings.zoom')}
          name="center_zoom"
          value={form.center_zoom}
          disabled={readOnly}
          onChange={(e) => set({ center_zoom: e.target.value })}
          slotProps={num}
          sx={{ width: 90 }}
          {...fieldError(errors, 'map_center.zoom')}
        />
      </Stack>
      <TextField
        label={t('companySettings.basemap')}
        name="basemap_style_url"
        value={form.basemap_style_url}
        disabled={readOnly}
        placeholder="https://…/style.json"
        onChange={(e) => set({ basemap_style_url: e.target.value })}
        {...fieldError(errors, 'basemap_style_url')}
        helperText={fieldError(errors, 'basemap_style_url').helperText ?? t('companySettings.basemapHint')}
      />
      <TextField
        label={t('companySettings.grafanaOrg')}
        name="grafana_org_id"
        value={form.grafana_org_id}
        disabled={readOnly}
        onChange={(e) => set({ grafana_org_id: e.target.value })}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        {...fieldError(errors, 'grafana_org_id')}
        helperText={fieldError(errors, 'grafana_org_id').helperText ?? t('companySettings.grafanaOrgHint')}
      />
    </Section>
  );
}
