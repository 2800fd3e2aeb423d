import { Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Device } from '@roadlens/contract';
import { DataList, usePageQuery, type ListParams } from '../../components/data-list/index.ts';
import { devices } from '@roadlens/contract/endpoints/devices';
import { deviceKeys } from '../../lib/api/keys.ts';
import { deviceStatus } from '../../components/map/device-status.ts';
import { useFormat } from '../../lib/format/index.ts';

const STATUS_COLOR = { online: 'success', silent: 'warning', offline: 'error' } as const;

/** The map's sensors as rows: status from last report, sortable by name, serial and last seen. */
export function SensorsTable({ params, kindPicker }: { params: ListParams; kindPicker: React.ReactNode }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const list = usePageQuery(deviceKeys, devices.list, { ...params.query, kind: undefined, hours: undefined }, { refetchInterval: 60_000 });
  const columns: GridColDef<Device>[] = [
    {
      field: 'name',
      headerName: t('mainList.name'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <RouterLink to={`/dashboard/devices/${row.id}`} data-testid="main-list-row">
          {row.name}
        </RouterLink>
      ),
    },
    { field: 'serial', headerName: t('mainList.serial'), width: 130 },
    {
      field: 'status',
      headerName: t('mainList.status'),
      width: 110,
      sortable: false,
      renderCell: ({ row }) => {
        const s = deviceStatus(row.last_seen);
        return <Chip size="small" color={STATUS_COLOR[s]} label={t(`mainList.statusValue.${s}`)} />;
      },
    },
    {
      field: 'last_seen',
      headerName: t('mainList.lastSeen'),
      width: 180,
      valueFormatter: (v: string | null) => (v ? dateTime(v) : t('mainList.never')),
    },
    {
      field: 'detection_rate',
      headerName: t('mainList.detectionRate'),
      width: 130,
      sortable: false,
      valueFormatter: (v: number | null) => (v === null ? '—' : v.toFixed(1)),
    },
  ];
  return (
    <DataList
      columns={columns}
      list={list}
      params={params}
      rowHeight={44}
      searchLabel={t('mainList.searchSensors')}
      emptyText={t('mainList.emptySensors')}
      testId="main-list-sensors"
      toolbar={kindPicker}
    />
  );
}
