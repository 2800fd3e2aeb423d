import { useEffect, useMemo, useState } from 'react';
import { Alert, Card, CardContent, CardHeader, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useSearchParams } from '../../../lib/search-params.ts';
import { useTranslation } from 'react-i18next';
import type { Device } from '@roadlens/contract/devices';
import { ApiError } from '../../../lib/api-client.ts';
import { useFormat } from '../../../lib/format/index.ts';
import { deviceKeys } from '../../../lib/api/keys.ts';
import { taskDone, useRevokeTask, useStartProcessing, useTaskStatus } from '../api/processing.ts';
import { fromLocalInput, initialForm } from '../processing-form-model.ts';
import { ComparisonPanel } from './processing/comparison-panel.tsx';
import { ProcessingForm } from './processing/processing-form.tsx';
import { TaskProgress } from './processing/task-progress.tsx';

/** The comparison call covers at most 31 days; a longer run is compared over its last 31 days. */
const MAX_COMPARISON_S = 31 * 86400;
const num = (v: string | null) => (v !== null && v !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined);

/**
 * Experimental processing of the sensor's links: parameters, a run with live progress and cancel,
 * then experimental vs live on one chart and a confirmed write to live. The run (task id and period)
 * and the chosen link live in the URL, so a reload or a shared link shows the same run.
 */
export function ProcessingTab({ device }: { device: Device }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { dateTime } = useFormat();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const initial = useMemo(() => initialForm(device.config), [device.config]);
  const taskId = params.get('task');
  const from = num(params.get('from')) ?? fromLocalInput(initial.from);
  const to = num(params.get('to')) ?? fromLocalInput(initial.to);
  const linkId = num(params.get('link'));
  const compareFrom = Math.max(from, to - MAX_COMPARISON_S);
  const [cancelled, setCancelled] = useState(false);

  const start = useStartProcessing(device.id);
  const status = useTaskStatus(taskId);
  const revoke = useRevokeTask();
  const done = taskDone(status.data);

  const update = (patch: Record<string, string | null>) =>
    setParams(
      (p) => {
        for (const [k, v] of Object.entries(patch)) {
          if (v === null) p.delete(k);
          else p.set(k, v);
        }
        return p;
      },
      { replace: true },
    );

  // When a run ends, its results (and the sensor's processing status) are fresh on the server.
  useEffect(() => {
    if (!done) return;
    void client.invalidateQueries({ queryKey: deviceKeys.all });
  }, [done, client, device.id]);

  const serverErrors = start.error instanceof ApiError ? start.error.fieldErrors : {};
  return (
    <Stack sx={{ gap: 2 }}>
      <Card variant="outlined">
        <CardHeader
          title={t('sensors.processing.title')}
          subheader={t('sensors.processing.hint')}
          slotProps={{ title: { variant: 'subtitle1' } }}
        />
        <CardContent>
          <Stack sx={{ gap: 2 }}>
            <ProcessingForm
              initial={initial}
              busy={start.isPending || Boolean(taskId && !done && !status.isError)}
              serverErrors={serverErrors}
              onRun={(body) =>
                start.mutate(body, {
                  onSuccess: (r) => {
                    setCancelled(false);
                    update({ task: r.task_id, from: String(body.from), to: String(body.to) });
                  },
                  onError: (e) => enqueueSnackbar(e.message, { variant: 'error' }),
                })
              }
            />
            {start.error instanceof ApiError && Object.keys(serverErrors).length === 0 && (
              <Alert severity="error">{start.error.message}</Alert>
            )}
            {taskId && status.isError && <Alert severity="warning">{t('sensors.processing.taskMissing')}</Alert>}
            {status.data && (
              <TaskProgress
                progress={status.data}
                cancelled={cancelled}
                cancelling={revoke.isPending}
                onCancel={() => {
                  setCancelled(true);
                  revoke.mutate(taskId!, { onSuccess: () => enqueueSnackbar(t('sensors.processing.cancelled'), { variant: 'info' }) });
                }}
              />
            )}
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardHeader
          title={t('sensors.processing.comparison')}
          subheader={`${dateTime(compareFrom)} – ${dateTime(to)}`}
          slotProps={{ title: { variant: 'subtitle1' } }}
        />
        <CardContent>
          {compareFrom > from && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('sensors.processing.lastDays')}
            </Alert>
          )}
          <ComparisonPanel
            deviceId={device.id}
            from={compareFrom}
            writeFrom={from}
            to={to}
            linkId={linkId}
            onLink={(id) => update({ link: String(id) })}
            canWrite={Boolean(status.data && done && status.data.state === 'finished')}
          />
        </CardContent>
      </Card>
    </Stack>
  );
}
