import {
  Alert,
  Box,
  Button,
  CircularProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import Publish from '@mui/icons-material/Publish';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../../components/confirmation/confirmation.tsx';
import { useFormat } from '../../../../lib/format/index.ts';
import { useComparison } from '../../api/get-comparison.ts';
import { useWriteExpToLive } from '../../api/processing.ts';
import { summarize } from '../../charts/comparison-option.ts';
import { ComparisonChart } from './comparison-chart.tsx';

interface Props {
  deviceId: number;
  from: number;
  to: number;
  /** Start of the period written to live (the whole run, which may be longer than the chart). */
  writeFrom: number;
  linkId?: number;
  onLink: (id: number) => void;
  /** Writing is offered once a run of this period finished without failures. */
  canWrite: boolean;
}

const fmt = (v: number | null) => (v === null ? '—' : `${Math.round(v)} s`);

/** Experimental vs live of one link of the sensor, and the write-to-live action behind a confirmation. */
export function ComparisonPanel({ deviceId, from, to, writeFrom, linkId, onLink, canWrite }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const confirm = useConfirm();
  const { dateTime } = useFormat();
  const comparison = useComparison(deviceId, { from, to, link_id: linkId });
  const write = useWriteExpToLive(deviceId);
  const data = comparison.data;

  const onWrite = async () => {
    const range = `${dateTime(writeFrom)} – ${dateTime(to)}`;
    const answer = await confirm({
      title: t('sensors.processing.writeTitle'),
      message: t('sensors.processing.writeConfirm', { range }),
      actions: { confirm: { label: t('sensors.processing.write'), color: 'warning' } },
    });
    if (answer !== 'confirmed') return;
    write.mutate(
      { from: writeFrom, to },
      {
        onSuccess: (r) =>
          enqueueSnackbar(t('sensors.processing.written', { intervals: r.intervals, matches: r.matches }), { variant: 'success' }),
        onError: (e) => enqueueSnackbar(e.message, { variant: 'error' }),
      },
    );
  };

  if (comparison.isPending) return <CircularProgress size={24} />;
  if (comparison.isError || !data) return <Alert severity="error">{t('sensors.processing.comparisonError')}</Alert>;
  if (data.links.length === 0) return <Alert severity="info">{t('sensors.processing.noLinks')}</Alert>;
  const rows = [
    ['live', summarize(data, 0)],
    ['experimental', summarize(data, 1)],
  ] as const;
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('sensors.processing.link')}
          value={data.link_id ?? ''}
          onChange={(e) => onLink(Number(e.target.value))}
          sx={{ minWidth: 260 }}
        >
          {data.links.map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        <Button
          variant="contained"
          color="warning"
          startIcon={<Publish />}
          disabled={!canWrite || write.isPending}
          onClick={() => void onWrite()}
        >
          {t('sensors.processing.write')}
        </Button>
      </Stack>
      {data.samples.length === 0 && data.live.length === 0 && data.experimental.length === 0 ? (
        <Typography color="text.secondary">{t('sensors.processing.noData')}</Typography>
      ) : (
        <ComparisonChart data={data} />
      )}
      {data.samples_truncated && <Alert severity="info">{t('sensors.processing.truncated')}</Alert>}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={{ maxWidth: 720 }}>
          <TableHead>
            <TableRow>
              <TableCell />
              {(['intervals', 'samples', 'accepted', 'rejected', 'median'] as const).map((k) => (
                <TableCell key={k} align="right">
                  {t(`sensors.processing.summary.${k}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(([mode, s]) => (
              <TableRow key={mode} data-testid={`summary-${mode}`}>
                <TableCell component="th">{t(`sensors.processing.chart.${mode}`)}</TableCell>
                <TableCell align="right">{s.intervals}</TableCell>
                <TableCell align="right">{s.samples}</TableCell>
                <TableCell align="right" data-testid={`${mode}-accepted`}>
                  {s.accepted}
                </TableCell>
                <TableCell align="right" data-testid={`${mode}-rejected`}>
                  {s.rejected}
                </TableCell>
                <TableCell align="right">{fmt(s.median)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Stack>
  );
}
