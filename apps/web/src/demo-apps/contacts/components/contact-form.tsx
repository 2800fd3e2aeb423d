import { useState } from 'react';
import { Box, Button, Stack, TextField } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { TagsField } from '../../shared/tags-field.tsx';
import { contactsTagHooks } from '../api/tag-hooks.ts';
import { useUpdateContact } from '../api/update-contact.ts';
import { useDeleteContact } from '../api/delete-contact.ts';
import type { Contact } from '../model.ts';
import { ContactFormValues, toContactPatch, toFormValues } from './contact-form-values.ts';
import { AvatarEditor } from './avatar-editor.tsx';
import { EmailFields } from './email-fields.tsx';
import { PhoneFields } from './phone-fields.tsx';

export function ContactForm({ contact, onDone, onDeleted }: { contact: Contact; onDone: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateContact();
  const remove = useDeleteContact();
  const [confirm, setConfirm] = useState(false);
  const form = useForm<ContactFormValues>({ resolver: zodResolver(ContactFormValues), defaultValues: toFormValues(contact) });
  const { register, control, handleSubmit, formState } = form;
  const err = (key?: string) => (key ? t(`demoContacts.errors.${key}`) : undefined);

  const save = handleSubmit((values) =>
    update.mutate(
      { id: contact.id, contact: toContactPatch(values) },
      {
        onSuccess: () => {
          enqueueSnackbar(t('demoContacts.saved'), { variant: 'success' });
          onDone();
        },
        onError: () => enqueueSnackbar(t('demoContacts.saveFailed'), { variant: 'error' }),
      },
    ),
  );

  const doDelete = () =>
    remove.mutate(contact.id, {
      onSuccess: () => {
        enqueueSnackbar(t('demoContacts.deleted'), { variant: 'success' });
        onDeleted();
      },
    });

  return (
    <Box component="form" noValidate onSubmit={(e) => void save(e)} aria-label={t('demoContacts.editTitle')}>
      <AvatarEditor contact={contact} />
      <Stack spacing={2.5} sx={{ px: { xs: 2, sm: 4 }, pt: 3, pb: 2 }}>
        <TextField
          label={t('demoContacts.fields.name')}
          required
          {...register('name')}
          error={!!formState.errors.name}
          helperText={err(formState.errors.name?.message)}
        />
        <TextField label={t('demoContacts.fields.title')} {...register('title')} />
        <TextField label={t('demoContacts.fields.company')} {...register('company')} />
        <Controller
          control={control}
          name="tags"
          render={({ field }) => <TagsField value={field.value} onChange={field.onChange} ns="demoContacts" hooks={contactsTagHooks} />}
        />
        <EmailFields form={form} />
        <PhoneFields form={form} />
        <TextField label={t('demoContacts.fields.address')} {...register('address')} />
        <TextField
          label={t('demoContacts.fields.birthday')}
          type="date"
          {...register('birthday')}
          error={!!formState.errors.birthday}
          helperText={err(formState.errors.birthday?.message)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField label={t('demoContacts.fields.notes')} multiline minRows={4} {...register('notes')} />
      </Stack>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: { xs: 2, sm: 4 },
          py: 2,
          borderTop: 1,
          borderColor: 'divider',
          bgcolor: 'background.default',
          position: 'sticky',
          bottom: 0,
          zIndex: 1,
        }}
      >
        <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setConfirm(true)}>
          {t('demoContacts.delete')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button onClick={onDone}>{t('demoContacts.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {t('demoContacts.save')}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirm}
        title={t('demoContacts.deleteTitle')}
        text={t('demoContacts.deleteText', { name: contact.name })}
        confirmLabel={t('demoContacts.delete')}
        cancelLabel={t('demoContacts.cancel')}
        busy={remove.isPending}
        onConfirm={doDelete}
        onClose={() => setConfirm(false)}
      />
    </Box>
  );
}
