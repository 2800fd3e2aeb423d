import { Box, Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { DraftZone } from '../zones.ts';

/** The zones of the grid being edited: rename in place, change a group's sensors, remove. */
export function ZoneList({
  zones,
  colors,
  errors,
  busy,
  onRename,
  onEditSensors,
  onRemove,
}: {
  zones: DraftZone[];
  colors: string[];
  errors: (index: number) => string | undefined;
  busy: boolean;
  onRename: (key: string, name: string) => void;
  onEditSensors: (zone: DraftZone) => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation();
  if (!zones.length)
    return (
      <Typography color="text.secondary" variant="body2">
        {t('gridsArea.editor.noZones')}
      </Typography>
    );
  return (
    <Stack sx={{ gap: 1 }} data-testid="zone-list">
      {zones.map((z, i) => (
        <Box key={z.key} data-testid="zone-row" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <Box
            sx={{ width: 14, height: 14, borderRadius: z.kind === 'polygon' ? 0.5 : '50%', bgcolor: colors[i], mt: 1.25, flex: 'none' }}
          />
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <TextField
              size="small"
              value={z.name}
              onChange={(e) => onRename(z.key, e.target.value)}
              error={!!errors(i)}
              helperText={errors(i)}
              slotProps={{ htmlInput: { 'aria-label': t('gridsArea.editor.zoneName'), maxLength: 100 } }}
            />
            <Typography variant="caption" color="text.secondary">
              {z.kind === 'polygon'
                ? t('gridsArea.editor.outlineOf', { count: z.ring.length })
                : t('gridsArea.editor.groupOf', { count: z.deviceIds.length })}
            </Typography>
          </Stack>
          {z.kind === 'sensors' && (
            <Button size="small" disabled={busy} onClick={() => onEditSensors(z)} sx={{ mt: 0.5 }}>
              {t('gridsArea.editor.editSensors')}
            </Button>
          )}
          <Tooltip title={t('gridsArea.editor.removeZone')}>
            <IconButton aria-label={t('gridsArea.editor.removeZone')} onClick={() => onRemove(z.key)} disabled={busy}>
              <DeleteOutline />
            </IconButton>
          </Tooltip>
        </Box>
      ))}
    </Stack>
  );
}
