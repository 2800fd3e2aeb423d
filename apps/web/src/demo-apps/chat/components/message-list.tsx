import { Fragment, useEffect, useRef } from 'react';
import { Box, Divider, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../shared/person-avatar.tsx';
import type { ChatContact, ChatMessage } from '../model.ts';
import { clockTime, dayLabel, sameDay } from './format-time.ts';

/** The conversation as bubbles: the user's on the right, the contact's on the left, days separated. */
export function MessageList({ messages, contact }: { messages: ChatMessage[]; contact: ChatContact }) {
  const { t, i18n } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);

  // Keep the newest message in view when one arrives.
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length]);

  return (
    <Box
      ref={scroller}
      role="log"
      aria-label={t('demoChat.messages')}
      sx={{ flex: 1, overflowY: 'auto', px: { xs: 1.5, sm: 3 }, py: 2, bgcolor: 'background.default' }}
    >
      {messages.map((m, i) => {
        const prev = messages[i - 1];
        const next = messages[i + 1];
        const newDay = !prev || !sameDay(prev.createdAt, m.createdAt);
        const lastOfGroup = !next || next.isMine !== m.isMine || !sameDay(next.createdAt, m.createdAt);
        return (
          <Fragment key={`${m.id}-${i}`}>
            {newDay && (
              <Divider sx={{ my: 2 }}>
                <Typography variant="caption" color="text.secondary">
                  {dayLabel(m.createdAt, i18n.language, t)}
                </Typography>
              </Divider>
            )}
            <Box
              sx={{
                display: 'flex',
                justifyContent: m.isMine ? 'flex-end' : 'flex-start',
                alignItems: 'flex-end',
                gap: 1,
                mb: lastOfGroup ? 2 : 0.5,
              }}
            >
              {!m.isMine &&
                (lastOfGroup ? (
                  <PersonAvatar name={contact.name} src={contact.avatar} size={28} />
                ) : (
                  <Box sx={{ width: 28, flexShrink: 0 }} />
                ))}
              <Box sx={{ maxWidth: { xs: '80%', md: '65%' } }}>
                <Box
                  sx={{
                    px: 1.75,
                    py: 1,
                    borderRadius: 3,
                    whiteSpace: 'pre-wrap',
                    wordBreak: 'break-word',
                    ...(m.isMine
                      ? { bgcolor: 'primary.main', color: 'primary.contrastText', borderBottomRightRadius: lastOfGroup ? 4 : undefined }
                      : {
                          bgcolor: 'background.paper',
                          border: 1,
                          borderColor: 'divider',
                          borderBottomLeftRadius: lastOfGroup ? 4 : undefined,
                        }),
                  }}
                >
                  {m.value}
                </Box>
                {lastOfGroup && (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="div"
                    sx={{ mt: 0.5, textAlign: m.isMine ? 'right' : 'left' }}
                  >
                    {clockTime(m.createdAt, i18n.language)}
                  </Typography>
                )}
              </Box>
            </Box>
          </Fragment>
        );
      })}
    </Box>
  );
}
