import { Autocomplete, Box, Button, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { flagEmoji } from '../../shared/flag-emoji.ts';
import { useCountries } from '../api/get-countries.ts';
import { PHONE_LABELS } from '../model.ts';
import type { ContactFormValues } from './contact-form-values.ts';

export function PhoneFields({ form }: { form: UseFormReturn<ContactFormValues> }) {
  const { t } = useTranslation();
  const countries = useCountries().data ?? [];
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'phoneNumbers' });
  const errors = form.formState.errors.phoneNumbers;
  return (
    <Box>
      <Typography variant="subtitle2" color="text.secondary" gutterBottom>
        {t('demoContacts.fields.phoneNumbers')}
      </Typography>
      {fields.map((field, i) => (
        <Box key={field.id} sx={{ display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, gap: 1, mb: 1.5, alignItems: 'flex-start' }}>
          <Controller
            control={form.control}
            name={`phoneNumbers.${i}.country`}
            render={({ field: f }) => (
              <Autocomplete
                options={countries}
                value={countries.find((c) => c.iso === f.value) ?? null}
                onChange={(_e, c) => f.onChange(c?.iso ?? '')}
                getOptionLabel={(c) => `${flagEmoji(c.iso)} ${c.code}`}
                filterOptions={(opts, { inputValue }) => {
                  const q = inputValue.toLowerCase().replace(/^\S*\s/, '');
                  return opts.filter((c) => c.name.toLowerCase().includes(q) || c.code.includes(q) || c.iso === q);
                }}
                renderOption={({ key, ...props }, c) => (
                  <li key={key} {...props}>
                    {flagEmoji(c.iso)}&nbsp;{c.name}&nbsp;
                    <Typography component="span" color="text.secondary">
                      {c.code}
                    </Typography>
                  </li>
                )}
                slotProps={{ popper: { sx: { minWidth: 280 } } }}
                sx={{ width: 130, flexShrink: 0 }}
                renderInput={(params) => <TextField {...params} label={t('demoContacts.fields.country')} error={!!errors?.[i]?.country} />}
              />
            )}
          />
          <TextField
            sx={{ flex: 1, minWidth: 140 }}
            label={t('demoContacts.fields.phoneNumber')}
            {...form.register(`phoneNumbers.${i}.phoneNumber`)}
            error={!!errors?.[i]?.phoneNumber}
            helperText={errors?.[i]?.phoneNumber?.message ? t(`demoContacts.errors.${errors[i].phoneNumber.message}`) : undefined}
          />
          <TextField
            select
            label={t('demoContacts.fields.label')}
            defaultValue={field.label}
            {...form.register(`phoneNumbers.${i}.label`)}
            sx={{ width: 110, flexShrink: 0 }}
          >
            {PHONE_LABELS.map((l) => (
              <MenuItem key={l} value={l}>
                {t(`demoContacts.labels.${l}`)}
              </MenuItem>
            ))}
          </TextField>
          <IconButton aria-label={t('demoContacts.removePhone')} onClick={() => remove(i)} sx={{ mt: 0.25 }}>
            <RemoveCircleOutlineIcon />
          </IconButton>
        </Box>
      ))}
      <Button size="small" startIcon={<AddIcon />} onClick={() => append({ country: 'us', phoneNumber: '', label: 'Mobile' })}>
        {t('demoContacts.addPhone')}
      </Button>
    </Box>
  );
}
