import { Alert, Autocomplete, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Device } from '@roadlens/contract';
import type { LngLat } from '../zones.ts';

/** A tool in use: drawing an outline, or picking the sensors of a group (`key` when editing one). */
export type Tool =
  { kind: 'draw'; name: string; ring: LngLat[]; problem?: string } | { kind: 'pick'; key?: string; name: string; ids: number[] };

/** The outline being drawn: its name, how many corners so far, undo, finish and cancel. */
export function DrawPanel({
  tool,
  onChange,
  onFinish,
  onCancel,
}: {
  tool: Extract<Tool, { kind: 'draw' }>;
  onChange: (t: Tool) => void;
  onFinish: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="draw-panel">
      <Typography variant="subtitle2">{t('gridsArea.editor.drawTitle')}</Typography>
      <TextField
        size="small"
        label={t('gridsArea.editor.zoneName')}
        value={tool.name}
        onChange={(e) => onChange({ ...tool, name: e.target.value })}
        slotProps={{ htmlInput: { 'data-testid': 'draw-name', maxLength: 100 } }}
      />
      <Typography variant="body2" color="text.secondary" data-testid="draw-corners">
        {t('gridsArea.editor.drawHint', { count: tool.ring.length })}
      </Typography>
      {tool.problem && <Alert severity="warning">{t(`gridsArea.editor.outline.${tool.problem}`)}</Alert>}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          disabled={!tool.ring.length}
          onClick={() => onChange({ ...tool, ring: tool.ring.slice(0, -1), problem: undefined })}
        >
          {t('gridsArea.editor.undo')}
        </Button>
        <Button size="small" onClick={onCancel}>
          {t('gridsArea.cancel')}
        </Button>
        <Button
          size="small"
          variant="contained"
          disabled={tool.ring.length < 3 || !tool.name.trim()}
          onClick={onFinish}
          data-testid="draw-finish"
        >
          {t('gridsArea.editor.finish')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The sensors of a group: picked from the list or by clicks on the map; those in another group are not offered. */
export function PickPanel({
  tool,
  sensors,
  taken,
  onChange,
  onFinish,
  onCancel,
}: {
  tool: Extract<Tool, { kind: 'pick' }>;
  sensors: Device[];
  taken: Set<number>;
  onChange: (t: Tool) => void;
  onFinish: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const byId = new Map(sensors.map((d) => [d.id, d]));
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="pick-panel">
      <Typography variant="subtitle2">{t(tool.key ? 'gridsArea.editor.pickEditTitle' : 'gridsArea.editor.pickTitle')}</Typography>
      <TextField
        size="small"
        label={t('gridsArea.editor.zoneName')}
        value={tool.name}
        onChange={(e) => onChange({ ...tool, name: e.target.value })}
        slotProps={{ htmlInput: { 'data-testid': 'pick-name', maxLength: 100 } }}
      />
      <Autocomplete<Device, true>
        multiple
        size="small"
        options={sensors}
        value={tool.ids.flatMap((id) => byId.get(id) ?? [])}
        onChange={(_, v) => onChange({ ...tool, ids: v.map((d) => d.id) })}
        getOptionLabel={(d) => `${d.name} (${d.serial})`}
        getOptionDisabled={(d) => taken.has(d.id)}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(p) => (
          <TextField
            {...p}
            label={t('gridsArea.editor.sensors')}
            slotProps={{ ...p.slotProps, htmlInput: { ...p.slotProps.htmlInput, 'data-testid': 'pick-sensors' } }}
          />
        )}
      />
      <Typography variant="body2" color="text.secondary">
        {t('gridsArea.editor.pickHint')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={onCancel}>
          {t('gridsArea.cancel')}
        </Button>
        <Button
          size="small"
          variant="contained"
          disabled={!tool.ids.length || !tool.name.trim()}
          onClick={onFinish}
          data-testid="pick-finish"
        >
          {t(tool.key ? 'gridsArea.editor.update' : 'gridsArea.editor.addZone')}
        </Button>
      </Stack>
    </Paper>
  );
}
