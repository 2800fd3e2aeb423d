import { useState } from 'react';
import { Box, IconButton, Skeleton, Stack } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../shared/empty-state.tsx';
import { useContact } from '../api/get-contact.ts';
import { ContactDetails } from './contact-details.tsx';
import { ContactForm } from './contact-form.tsx';

/** The route `/apps/contacts/:id`: one contact, shown or edited. A new contact opens in edit mode. */
export function ContactPane() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [editing, setEditing] = useState(Boolean((location.state as { edit?: boolean } | null)?.edit));
  const contact = useContact(id);
  const close = () => void navigate('/apps/contacts');

  if (contact.isPending)
    return (
      <Stack spacing={2} sx={{ p: 3 }}>
        <Skeleton variant="rounded" height={140} />
        <Skeleton variant="circular" width={96} height={96} />
        <Skeleton width="60%" />
        <Skeleton width="80%" />
      </Stack>
    );
  if (!contact.data)
    return (
      <Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label={t('demoContacts.close')} onClick={close}>
            <CloseIcon />
          </IconButton>
        </Box>
        <EmptyState icon={<PersonOffOutlinedIcon />} title={t('demoContacts.notFound')} />
      </Box>
    );
  return editing ? (
    <ContactForm contact={contact.data} onDone={() => setEditing(false)} onDeleted={close} />
  ) : (
    <ContactDetails contact={contact.data} onEdit={() => setEditing(true)} onClose={close} />
  );
}
