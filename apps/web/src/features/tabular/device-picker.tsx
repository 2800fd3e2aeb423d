import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Device } from '@roadlens/contract';
import { devices } from '@roadlens/contract/endpoints/devices';
import { useEndpointQuery } from '../../lib/api/client.ts';
import { deviceKeys } from '../../lib/api/keys.ts';

type Option = Pick<Device, 'id' | 'name' | 'serial'>;

/** Sensor picker searching on the server (a company may have thousands); empty = all sensors. */
export function DevicePicker({ value, onChange }: { value?: string; onChange: (id: string | null) => void }) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const options = useEndpointQuery(
    deviceKeys,
    devices.list,
    { query: { page_size: 20, ordering: 'name', search: input || undefined } },
    {
      placeholderData: keepPreviousData,
    },
  );
  const selected = useEndpointQuery(
    deviceKeys,
    devices.get,
    { params: { id: Number(value) } },
    {
      enabled: Boolean(value),
      callOptions: { no404Intercept: true },
    },
  );
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
