import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Device } from '@roadlens/contract';
import { api } from '../../lib/api-client.ts';

type Option = Pick<Device, 'id' | 'name' | 'serial'>;

/** Sensor picker searching on the server (a company may have thousands); empty = all sensors. */
export function DevicePicker({ value, onChange }: { value?: string; onChange: (id: string | null) => void }) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const options = useQuery({
    queryKey: ['tabular', 'devices', input],
    queryFn: ({ signal }) => api.get<{ results: Device[] }>('/api/map/devices/', { query: { page_size: 20, ordering: 'name', search: input || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
  const selected = useQuery({
    queryKey: ['tabular', 'device', value],
    queryFn: ({ signal }) => api.get<Device>(`/api/map/devices/${value}/`, { signal, no404Intercept: true }),
    enabled: Boolean(value),
  });
  const list: Option[] = options.data?.results ?? [];
  return (
    <Autocomplete<Option>
      size="small"
      sx={{ minWidth: 240 }}
      options={list}
      value={value && selected.data ? selected.data : null}
      filterOptions={(o) => o}
      getOptionLabel={(o) => `${o.name} (${o.serial})`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={options.isFetching}
      onInputChange={(_, v, reason) => reason === 'input' && setInput(v)}
      onChange={(_, o) => onChange(o ? String(o.id) : null)}
      renderInput={(p) => <TextField {...p} label={t('tabular.device')} placeholder={t('tabular.allDevices')} />}
    />
  );
}
