import { useRef } from 'react';
import { Box, Button } from '@mui/material';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { PersonAvatar } from '../../shared/person-avatar.tsx';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { useUpdateContact } from '../api/update-contact.ts';
import type { Contact } from '../model.ts';
import { ContactCover } from './contact-cover.tsx';

// The picture is kept inline in the mock's memory; a few megabytes is plenty for a face.
const MAX_BYTES = 3 * 1024 * 1024;

/** The photo at the top of the edit form; a chosen picture is uploaded at once, as in the template. */
export function AvatarEditor({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const update = useUpdateContact();

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return void enqueueSnackbar(t('demoContacts.avatarNotImage'), { variant: 'error' });
    if (file.size > MAX_BYTES) return void enqueueSnackbar(t('demoContacts.avatarTooLarge'), { variant: 'error' });
    upload.mutate({ id: contact.id, file }, { onError: () => enqueueSnackbar(t('demoContacts.saveFailed'), { variant: 'error' }) });
  };

  return (
    <Box>
      <ContactCover background={contact.background} />
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, flexWrap: 'wrap', px: { xs: 2, sm: 4 }, mt: -8 }}>
        <PersonAvatar name={contact.name} src={contact.avatar} size={128} sx={{ border: 4, borderColor: 'background.paper' }} />
        <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<PhotoCameraOutlinedIcon />}
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {t('demoContacts.uploadAvatar')}
          </Button>
          {contact.avatar && (
            <Button
              size="small"
              color="inherit"
              disabled={update.isPending}
              onClick={() => update.mutate({ id: contact.id, contact: { avatar: null } })}
            >
              {t('demoContacts.removeAvatar')}
            </Button>
          )}
        </Box>
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          aria-label={t('demoContacts.uploadAvatar')}
          onChange={(e) => {
            onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Box>
    </Box>
  );
}
