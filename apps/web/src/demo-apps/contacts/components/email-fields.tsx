import { Box, Button, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMAIL_LABELS } from '../model.ts';
import type { ContactFormValues } from './contact-form-values.ts';

export function EmailFields({ form }: { form: UseFormReturn<ContactFormValues> }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'emails' });
  const errors = form.formState.errors.emails;
  return (
    <Box>
      <Typography variant="subtitle2" color="text.secondary" gutterBottom>
        {t('demoContacts.fields.emails')}
      </Typography>
      {fields.map((field, i) => (
        <Box key={field.id} sx={{ display: 'flex', gap: 1, mb: 1.5, alignItems: 'flex-start' }}>
          <TextField
            fullWidth
            type="email"
            label={t('demoContacts.fields.email')}
            {...form.register(`emails.${i}.email`)}
            error={!!errors?.[i]?.email}
            helperText={errors?.[i]?.email?.message ? t(`demoContacts.errors.${errors[i].email.message}`) : undefined}
          />
          <TextField
            select
            label={t('demoContacts.fields.label')}
            defaultValue={field.label}
            {...form.register(`emails.${i}.label`)}
            sx={{ width: 130, flexShrink: 0 }}
          >
            {EMAIL_LABELS.map((l) => (
              <MenuItem key={l} value={l}>
                {t(`demoContacts.labels.${l}`)}
              </MenuItem>
            ))}
          </TextField>
          <IconButton aria-label={t('demoContacts.removeEmail')} onClick={() => remove(i)} sx={{ mt: 0.25 }}>
            <RemoveCircleOutlineIcon />
          </IconButton>
        </Box>
      ))}
      <Button size="small" startIcon={<AddIcon />} onClick={() => append({ email: '', label: 'Personal' })}>
        {t('demoContacts.addEmail')}
      </Button>
    </Box>
  );
}
