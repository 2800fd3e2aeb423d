import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Device } from '@roadlens/contract/devices';
import { useFormat } from '../../../lib/format/index.ts';

/** The sensor's identity and latest health readings. */
export function OverviewInfo({ device }: { device: Device }) {
  const { t } = useTranslation();
  const { dateTime, number } = useFormat();
  const rows: [string, string][] = [
    [t('sensors.overview.serial'), device.serial],
    [t('sensors.overview.mode'), device.mode === 1 ? t('sensors.overview.experimental') : t('sensors.overview.live')],
    [
      t('sensors.overview.position'),
      device.lat !== null && device.lng !== null ? `${number(device.lat, 5)}; ${number(device.lng, 5)}` : '—',
    ],
    [t('sensors.lastSeen'), device.last_seen ? dateTime(device.last_seen) : t('sensors.never')],
    [t('sensors.detectionRate'), device.detection_rate === null ? '—' : number(device.detection_rate)],
    [t('sensors.overview.voltage'), device.voltage === null ? '—' : `${number(device.voltage, 2)} V`],
    [t('sensors.overview.temperature'), device.temperature === null ? '—' : `${number(device.temperature, 1)} °C`],
    [t('sensors.overview.timeZone'), device.time_zone ?? '—'],
    [t('sensors.progress'), t(`sensors.processingStatus.${device.processing_status}`, { defaultValue: device.processing_status })],
  ];
  return (
    <Table size="small">
      <TableBody>
        {rows.map(([k, v]) => (
          <TableRow key={k}>
            <TableCell component="th">{k}</TableCell>
            <TableCell>{v}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
