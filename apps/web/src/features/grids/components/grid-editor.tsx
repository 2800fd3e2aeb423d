import { useMemo, useState } from 'react';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Grid } from '@roadlens/contract/grids';
import { ApiError } from '../../../lib/api-client.ts';
import { useGridSensors, useSaveGrid } from '../api/grids-api.ts';
import { draftsOf, newKey, outlineProblem, takenSensors, toPayload, zoneColor, type DraftZone } from '../zones.ts';
import { ZoneList } from './zone-list.tsx';
import { DrawPanel, PickPanel, type Tool } from './zone-tools.tsx';
import { ZonesMap, type MapMode } from './zones-map.tsx';

/** Creates a grid (no `grid`) or edits one: its name and zones, drawn on the map or picked from the sensors. */
export function GridEditor({ grid, onDone, onCancel }: { grid?: Grid; onDone: (id: number) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const sensors = useGridSensors(true);
  const save = useSaveGrid(grid?.id ?? null);
  const [name, setName] = useState(grid?.name ?? '');
  const [zones, setZones] = useState<DraftZone[]>(() => (grid ? draftsOf(grid) : []));
  const [tool, setTool] = useState<Tool | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const colors = useMemo(() => zones.map((_, i) => zoneColor(i)), [zones]);
  const taken = useMemo(() => takenSensors(zones, tool?.kind === 'pick' ? tool.key : undefined), [zones, tool]);
  const zoneError = (i: number) =>
    Object.entries(errors)
      .filter(([k]) => k === `zones.${i}` || k.startsWith(`zones.${i}.`))
      .flatMap(([, v]) => v)
      .join(' ') || undefined;
  const general = [...(errors.zones ?? []), ...(errors.non_field_errors ?? []), ...(errors.detail ?? [])];

  const defaultName = () => t('gridsArea.editor.defaultName', { n: zones.length + 1 });
  const finishDraw = () => {
    if (tool?.kind !== 'draw') return;
    const problem = outlineProblem(tool.ring);
    if (problem) return setTool({ ...tool, problem });
    setZones((zs) => [...zs, { key: newKey(), name: tool.name.trim(), kind: 'polygon', ring: tool.ring, deviceIds: [] }]);
    setTool(null);
  };
  const finishPick = () => {
    if (tool?.kind !== 'pick') return;
    const zone = { name: tool.name.trim(), deviceIds: tool.ids };
    setZones((zs) =>
      tool.key
        ? zs.map((z) => (z.key === tool.key ? { ...z, ...zone } : z))
        : [...zs, { key: newKey(), kind: 'sensors', ring: [], ...zone }],
    );
    setTool(null);
  };
  const toggleSensor = (id: number) => {
    if (tool?.kind !== 'pick' || taken.has(id)) return;
    setTool({ ...tool, ids: tool.ids.includes(id) ? tool.ids.filter((x) => x !== id) : [...tool.ids, id] });
  };
  const submit = async () => {
    setErrors({});
    if (!name.trim()) return setErrors({ name: [t('gridsArea.editor.nameRequired')] });
    if (zones.length < 2) return setErrors({ zones: [t('gridsArea.editor.twoZones')] });
    try {
      const saved = await save.mutateAsync(toPayload(name.trim(), zones));
      onDone(saved.id);
    } catch (e) {
      setErrors(e instanceof ApiError && Object.keys(e.fieldErrors).length ? e.fieldErrors : { detail: [t('gridsArea.editor.saveError')] });
    }
  };

  const mode: MapMode =
    tool?.kind === 'draw'
      ? { kind: 'draw', ring: tool.ring }
      : tool?.kind === 'pick'
        ? { kind: 'pick', picked: new Set(tool.ids), taken }
        : { kind: 'view' };
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(320px, 2fr) minmax(0, 3fr)' } }}
      data-testid="grid-editor"
    >
      <Paper sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {grid ? t('gridsArea.editor.editTitle') : t('gridsArea.editor.newTitle')}
        </Typography>
        <TextField
          label={t('gridsArea.editor.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={!!errors.name}
          helperText={errors.name?.join(' ')}
          required
          slotProps={{ htmlInput: { 'data-testid': 'grid-name', maxLength: 200 } }}
        />
        <Typography variant="subtitle2">{t('gridsArea.editor.zones')}</Typography>
        <ZoneList
          zones={zones}
          colors={colors}
          errors={zoneError}
          busy={!!tool}
          onRename={(key, n) => setZones((zs) => zs.map((z) => (z.key === key ? { ...z, name: n } : z)))}
          onEditSensors={(z) => setTool({ kind: 'pick', key: z.key, name: z.name, ids: z.deviceIds })}
          onRemove={(key) => setZones((zs) => zs.filter((z) => z.key !== key))}
        />
        {tool?.kind === 'draw' && <DrawPanel tool={tool} onChange={setTool} onFinish={finishDraw} onCancel={() => setTool(null)} />}
        {tool?.kind === 'pick' && (
          <PickPanel
            tool={tool}
            sensors={sensors.data ?? []}
            taken={taken}
            onChange={setTool}
            onFinish={finishPick}
            onCancel={() => setTool(null)}
          />
        )}
        {!tool && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => setTool({ kind: 'draw', name: defaultName(), ring: [] })} data-testid="zone-draw">
              {t('gridsArea.editor.draw')}
            </Button>
            <Button
              variant="outlined"
              onClick={() => setTool({ kind: 'pick', name: defaultName(), ids: [] })}
              data-testid="zone-from-sensors"
            >
              {t('gridsArea.editor.fromSensors')}
            </Button>
          </Stack>
        )}
        {sensors.isError && <Alert severity="warning">{t('gridsArea.editor.sensorsError')}</Alert>}
        {general.length > 0 && (
          <Alert severity="error" data-testid="grid-errors">
            {general.join(' ')}
          </Alert>
        )}
        <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end', mt: 'auto' }}>
          <Button onClick={onCancel}>{t('gridsArea.cancel')}</Button>
          <Button variant="contained" onClick={() => void submit()} disabled={save.isPending || !!tool} data-testid="grid-save">
            {t('gridsArea.save')}
          </Button>
        </Stack>
      </Paper>
      <Paper sx={{ height: { xs: 360, md: 560 }, overflow: 'hidden' }} data-testid="grid-editor-map">
        <ZonesMap
          zones={zones}
          colors={colors}
          sensors={sensors.data ?? []}
          mode={mode}
          onCorner={(p) => tool?.kind === 'draw' && setTool({ ...tool, ring: [...tool.ring, p], problem: undefined })}
          onCloseOutline={finishDraw}
          onToggleSensor={toggleSensor}
        />
      </Paper>
    </Box>
  );
}
