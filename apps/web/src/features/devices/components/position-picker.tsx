import { useRef } from 'react';
import { Box, Stack, TextField } from '@mui/material';
import { Marker, type MapRef } from 'react-map-gl/maplibre';
import { useTranslation } from 'react-i18next';
import { BaseMap } from '../../../components/map/base-map.tsx';
import { useCompanyMapSettings } from '../../../components/map/use-company-map-settings.ts';

export interface PositionText {
  lat: string;
  lng: string;
}

/** Latitude and longitude typed, or set by a click on the small map (which centres on the sensor). */
export function PositionPicker({
  value,
  onChange,
  errors,
}: {
  value: PositionText;
  onChange: (v: PositionText) => void;
  errors: { lat?: string; lng?: string };
}) {
  const { t } = useTranslation();
  const { center } = useCompanyMapSettings();
  const mapRef = useRef<MapRef>(null);
  // The marker shows only a position the map can hold, whatever is typed meanwhile.
  const num = (text: string) => (text.trim() === '' ? NaN : Number(text.trim().replace(',', '.')));
  const lat = num(value.lat);
  const lng = num(value.lng);
  const placed = Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  const initial = placed
    ? { latitude: lat, longitude: lng, zoom: 14 }
    : center
      ? { latitude: center.lat, longitude: center.lng, zoom: center.zoom }
      : { latitude: 20, longitude: 0, zoom: 1.5 };
  return (
    <Stack sx={{ gap: 1 }}>
      <Stack direction="row" sx={{ gap: 1 }}>
        <TextField
          label={t('sensors.edit.lat')}
          name="lat"
          value={value.lat}
          onChange={(e) => onChange({ ...value, lat: e.target.value })}
          error={Boolean(errors.lat)}
          helperText={errors.lat}
          inputMode="decimal"
          fullWidth
        />
        <TextField
          label={t('sensors.edit.lng')}
          name="lng"
          value={value.lng}
          onChange={(e) => onChange({ ...value, lng: e.target.value })}
          error={Boolean(errors.lng)}
          helperText={errors.lng}
          inputMode="decimal"
          fullWidth
        />
      </Stack>
      <Box
        sx={{ height: 220, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
        data-testid="position-map"
        aria-label={t('sensors.edit.mapHint')}
      >
        <BaseMap
          mapRef={mapRef}
          initialView={initial}
          cursor="crosshair"
          onClick={(e) => onChange({ lat: e.lngLat.lat.toFixed(6), lng: e.lngLat.lng.toFixed(6) })}
        >
          {placed && <Marker latitude={lat} longitude={lng} color="#e11d48" />}
        </BaseMap>
      </Box>
    </Stack>
  );
}
