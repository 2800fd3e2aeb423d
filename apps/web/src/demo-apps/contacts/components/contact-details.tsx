import type { ReactNode } from 'react';
import { Box, Button, Chip, IconButton, Link, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import BusinessIcon from '@mui/icons-material/Business';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import CakeOutlinedIcon from '@mui/icons-material/CakeOutlined';
import NotesIcon from '@mui/icons-material/Notes';
import { useTranslation } from 'react-i18next';
import { flagEmoji } from '../../shared/flag-emoji.ts';
import { PersonAvatar } from '../../shared/person-avatar.tsx';
import { RichText } from '../../shared/rich-text.tsx';
import { useCountries } from '../api/get-countries.ts';
import { useTags } from '../api/get-tags.ts';
import { contactCompany, contactTitle, type Contact } from '../model.ts';
import { ContactCover } from './contact-cover.tsx';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ color: 'text.secondary', pt: 0.25, display: 'flex' }} title={label} aria-label={label}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>{children}</Box>
    </Box>
  );
}

export function ContactDetails({ contact, onEdit, onClose }: { contact: Contact; onEdit: () => void; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const tags = useTags().data ?? [];
  const countries = useCountries().data ?? [];
  const title = contactTitle(contact);
  const company = contactCompany(contact);
  const birthday = contact.birthday
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(contact.birthday))
    : null;

  return (
    <Box>
      <ContactCover background={contact.background}>
        <IconButton
          aria-label={t('demoContacts.close')}
          onClick={onClose}
          sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'rgba(255,255,255,.8)', '&:hover': { bgcolor: '#fff' } }}
        >
          <CloseIcon />
        </IconButton>
      </ContactCover>
      <Box sx={{ px: { xs: 2, sm: 4 }, pb: 4 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', mt: -8 }}>
          <PersonAvatar name={contact.name} src={contact.avatar} size={128} sx={{ border: 4, borderColor: 'background.paper' }} />
          <Button variant="outlined" startIcon={<EditIcon />} onClick={onEdit} sx={{ mb: 1 }}>
            {t('demoContacts.edit')}
          </Button>
        </Box>
        <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
          {contact.name}
        </Typography>
        {contact.tags.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
            {contact.tags.map((id) => {
              const tag = tags.find((x) => x.id === id);
              return tag ? <Chip key={id} size="small" label={tag.title} /> : null;
            })}
          </Box>
        )}
        <Stack spacing={2.5} sx={{ mt: 3 }}>
          {title && (
            <Row icon={<WorkOutlineIcon />} label={t('demoContacts.fields.title')}>
              {title}
            </Row>
          )}
          {company && (
            <Row icon={<BusinessIcon />} label={t('demoContacts.fields.company')}>
              {company}
            </Row>
          )}
          {contact.emails.length > 0 && (
            <Row icon={<MailOutlineIcon />} label={t('demoContacts.fields.emails')}>
              {contact.emails.map((e) => (
                <Box key={e.email + e.label}>
                  <Link href={`mailto:${e.email}`} underline="hover" sx={{ wordBreak: 'break-all' }}>
                    {e.email}
                  </Link>
                  {e.label && (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {' '}
                      · {t(`demoContacts.labels.${e.label}`, e.label)}
                    </Typography>
                  )}
                </Box>
              ))}
            </Row>
          )}
          {contact.phoneNumbers.length > 0 && (
            <Row icon={<PhoneOutlinedIcon />} label={t('demoContacts.fields.phoneNumbers')}>
              {contact.phoneNumbers.map((p) => (
                <Box key={p.country + p.phoneNumber}>
                  <span aria-hidden>{flagEmoji(p.country)} </span>
                  {countries.find((c) => c.iso === p.country)?.code} {p.phoneNumber}
                  {p.label && (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {' '}
                      · {t(`demoContacts.labels.${p.label}`, p.label)}
                    </Typography>
                  )}
                </Box>
              ))}
            </Row>
          )}
          {contact.address && (
            <Row icon={<HomeOutlinedIcon />} label={t('demoContacts.fields.address')}>
              {contact.address}
            </Row>
          )}
          {birthday && (
            <Row icon={<CakeOutlinedIcon />} label={t('demoContacts.fields.birthday')}>
              {birthday}
            </Row>
          )}
          {contact.notes && (
            <Row icon={<NotesIcon />} label={t('demoContacts.fields.notes')}>
              <RichText html={contact.notes} />
            </Row>
          )}
        </Stack>
      </Box>
    </Box>
  );
}
