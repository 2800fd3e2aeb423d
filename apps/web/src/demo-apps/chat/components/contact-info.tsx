import type { ReactNode } from 'react';
import { Box, Button, Link, Skeleton, Stack, Typography } from '@mui/material';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import { useTranslation } from 'react-i18next';
import { flagEmoji } from '../../shared/flag-emoji.ts';
import { PersonAvatar } from '../../shared/person-avatar.tsx';
import { useChatContact } from '../api/get-contact.ts';
import { useChats } from '../api/get-chats.ts';
import { PanelHeader } from './panel-header.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Box>
  );
}

/** A contact's card: about text, details, and the media shared in the chat. */
export function ContactInfo({
  contactId,
  onClose,
  onOpenChat,
}: {
  contactId: string;
  onClose: () => void;
  onOpenChat: (chatId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const contact = useChatContact(contactId);
  const chat = useChats().data?.find((c) => c.contactId === contactId);
  const c = contact.data;
  const d = c?.details;
  return (
    <Box role="region" aria-label={t('demoChat.contactInfo')}>
      <PanelHeader title={t('demoChat.contactInfo')} closeLabel={t('demoChat.close')} onClose={onClose} />
      {contact.isPending && (
        <Stack spacing={2} sx={{ p: 3, alignItems: 'center' }}>
          <Skeleton variant="circular" width={120} height={120} />
          <Skeleton width="60%" />
        </Stack>
      )}
      {contact.isSuccess && !c && (
        <Typography sx={{ p: 3 }} color="text.secondary">
          {t('demoChat.contactNotFound')}
        </Typography>
      )}
      {c && (
        <Box sx={{ p: 3 }}>
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <PersonAvatar name={c.name} src={c.avatar} size={120} />
            <Typography variant="h6" component="h3">
              {c.name}
            </Typography>
            <Typography color="text.secondary">{c.about}</Typography>
            {chat ? (
              <Button variant="contained" startIcon={<ChatOutlinedIcon />} onClick={() => onOpenChat(chat.id)}>
                {t('demoChat.sendMessage')}
              </Button>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('demoChat.noConversation', { name: c.name })}
              </Typography>
            )}
          </Stack>
          {d && (
            <Stack spacing={2} sx={{ mt: 4 }}>
              <Typography variant="subtitle2">{t('demoChat.details')}</Typography>
              {d.title && <Field label={t('demoChat.fields.title')}>{d.title}</Field>}
              {d.company && <Field label={t('demoChat.fields.company')}>{d.company}</Field>}
              {d.emails.length > 0 && (
                <Field label={t('demoChat.fields.emails')}>
                  {d.emails.map((e) => (
                    <Link key={e.email} href={`mailto:${e.email}`} underline="hover" sx={{ display: 'block', wordBreak: 'break-all' }}>
                      {e.email}
                    </Link>
                  ))}
                </Field>
              )}
              {d.phoneNumbers.length > 0 && (
                <Field label={t('demoChat.fields.phoneNumbers')}>
                  {d.phoneNumbers.map((p) => (
                    <Box key={p.phoneNumber}>
                      <span aria-hidden>{flagEmoji(p.country)} </span>
                      {p.phoneNumber}
                    </Box>
                  ))}
                </Field>
              )}
              {d.birthday && (
                <Field label={t('demoChat.fields.birthday')}>
                  {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(d.birthday))}
                </Field>
              )}
              {d.address && <Field label={t('demoChat.fields.address')}>{d.address}</Field>}
            </Stack>
          )}
          {c.attachments && c.attachments.media.length > 0 && (
            <Box sx={{ mt: 4 }}>
              <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
                {t('demoChat.media')}
              </Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
                {c.attachments.media.map((src, i) => (
                  <Box
                    key={i}
                    component="img"
                    src={src}
                    alt={t('demoChat.mediaItem', { n: i + 1 })}
                    sx={{ width: 1, aspectRatio: '1', objectFit: 'cover', borderRadius: 1 }}
                  />
                ))}
              </Box>
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
