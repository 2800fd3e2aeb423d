import { useEffect, useRef, useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Collapse,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Skeleton,
  Tooltip,
  Typography,
} from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import LabelImportant from '@mui/icons-material/LabelImportant';
import LabelImportantOutlined from '@mui/icons-material/LabelImportantOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/empty-state.tsx';
import { PersonAvatar } from '../../shared/person-avatar.tsx';
import { useDateLocale } from '../../shared/date-locale.ts';
import { useFolders } from '../api/get-folders.ts';
import { useLabels } from '../api/get-labels.ts';
import { useMail } from '../api/get-mail.ts';
import { useUpdateMail } from '../api/update-mail.ts';
import { parseContact } from './contact.ts';
import { MailAttachments } from './mail-attachments.tsx';
import { MailboxIcon } from './mailbox-icon.tsx';

/** One mail, with starring, importance, read state, labels and moving to another folder. */
export function MailView({ mailId, onBack, onMarkedUnread }: { mailId: string; onBack: () => void; onMarkedUnread: () => void }) {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const mail = useMail(mailId);
  const folders = useFolders().data ?? [];
  const labels = useLabels().data ?? [];
  const update = useUpdateMail();
  const [labelAnchor, setLabelAnchor] = useState<HTMLElement | null>(null);
  const [moveAnchor, setMoveAnchor] = useState<HTMLElement | null>(null);
  const [details, setDetails] = useState(false);
  const m = mail.data;

  // Opening an unread mail reads it, as every mail client does; once, so "mark unread" sticks.
  const autoRead = useRef<string | null>(null);
  useEffect(() => {
    if (m?.id === mailId && m.unread && autoRead.current !== mailId) {
      autoRead.current = mailId;
      update.mutate({ id: mailId, mail: { unread: false } });
    }
  }, [m, mailId, update]);

  if (mail.isPending) {
    return (
      <Box sx={{ p: 3 }}>
        <Skeleton width="60%" height={40} />
        <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />
      </Box>
    );
  }
  if (!m)
    return (
      <EmptyState
        icon={<MailOutlined />}
        title={t('demoMailbox.mail.notFound')}
        action={<Button onClick={onBack}>{t('demoMailbox.mail.back')}</Button>}
      />
    );

  const from = parseContact(m.from.contact);
  const to = parseContact(m.to);
  const folder = folders.find((f) => f.id === m.folder);
  const patch = (mail: Parameters<typeof update.mutate>[0]['mail']) => update.mutate({ id: m.id, mail });
  const toggleLabel = (id: string) => patch({ labels: m.labels.includes(id) ? m.labels.filter((l) => l !== id) : [...m.labels, id] });

  return (
    <Box
      component="article"
      aria-label={m.subject}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minWidth: 0, bgcolor: 'background.paper' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: { xs: 1, sm: 2 }, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Tooltip title={t('demoMailbox.mail.back')}>
          <IconButton onClick={onBack} aria-label={t('demoMailbox.mail.back')}>
            <ArrowBack />
          </IconButton>
        </Tooltip>
        <Box sx={{ flex: 1 }} />
        <Tooltip title={m.important ? t('demoMailbox.actions.unmarkImportant') : t('demoMailbox.actions.markImportant')}>
          <IconButton
            onClick={() => patch({ important: !m.important })}
            aria-pressed={m.important}
            aria-label={t('demoMailbox.actions.markImportant')}
          >
            {m.important ? <LabelImportant sx={{ color: 'error.main' }} /> : <LabelImportantOutlined />}
          </IconButton>
        </Tooltip>
        <Tooltip title={m.starred ? t('demoMailbox.actions.unstar') : t('demoMailbox.actions.star')}>
          <IconButton onClick={() => patch({ starred: !m.starred })} aria-pressed={m.starred} aria-label={t('demoMailbox.actions.star')}>
            {m.starred ? <Star sx={{ color: 'warning.main' }} /> : <StarBorder />}
          </IconButton>
        </Tooltip>
        <Tooltip title={t('demoMailbox.actions.markUnread')}>
          <IconButton
            onClick={() => {
              patch({ unread: true });
              onMarkedUnread();
            }}
            aria-label={t('demoMailbox.actions.markUnread')}
          >
            <MarkEmailUnreadOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('demoMailbox.actions.labels')}>
          <IconButton onClick={(e) => setLabelAnchor(e.currentTarget)} aria-label={t('demoMailbox.actions.labels')}>
            <LabelOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('demoMailbox.actions.move')}>
          <IconButton onClick={(e) => setMoveAnchor(e.currentTarget)} aria-label={t('demoMailbox.actions.move')}>
            <DriveFileMoveOutlined />
          </IconButton>
        </Tooltip>
        <Menu anchorEl={labelAnchor} open={Boolean(labelAnchor)} onClose={() => setLabelAnchor(null)}>
          {labels.map((l) => (
            <MenuItem key={l.id} onClick={() => toggleLabel(l.id)} dense>
              <Checkbox
                size="small"
                checked={m.labels.includes(l.id)}
                sx={{ p: 0, mr: 1, color: l.color, '&.Mui-checked': { color: l.color } }}
              />
              <ListItemText primary={l.title} />
            </MenuItem>
          ))}
        </Menu>
        <Menu anchorEl={moveAnchor} open={Boolean(moveAnchor)} onClose={() => setMoveAnchor(null)}>
          {folders.map((f) => (
            <MenuItem
              key={f.id}
              disabled={f.id === m.folder}
              onClick={() => {
                setMoveAnchor(null);
                patch({ folder: f.id });
              }}
            >
              <ListItemIcon>
                <MailboxIcon name={f.icon} fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t(`demoMailbox.folders.${f.slug}`, { defaultValue: f.title })} />
            </MenuItem>
          ))}
        </Menu>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', px: { xs: 2, sm: 4 }, py: 3 }}>
        <Typography variant="h5" component="h2" sx={{ mb: 1, wordBreak: 'break-word' }}>
          {m.subject}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 3 }}>
          {folder && (
            <Box component="span" sx={{ px: 1, borderRadius: 1, fontSize: 12, lineHeight: '22px', bgcolor: 'action.selected' }}>
              {t(`demoMailbox.folders.${folder.slug}`, { defaultValue: folder.title })}
            </Box>
          )}
          {labels
            .filter((l) => m.labels.includes(l.id))
            .map((l) => (
              <Box
                key={l.id}
                component="span"
                sx={{ px: 1, borderRadius: 1, fontSize: 12, fontWeight: 600, lineHeight: '22px', color: '#fff', bgcolor: l.color }}
              >
                {l.title}
              </Box>
            ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <PersonAvatar name={from.name} src={m.from.avatar} size={44} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{from.name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
                {from.address}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {format(new Date(m.date), 'PPpp', { locale })}
            </Typography>
            <Button size="small" onClick={() => setDetails((d) => !d)} sx={{ px: 0, minWidth: 0 }} aria-expanded={details}>
              {t('demoMailbox.mail.to', { name: to.name })} {details ? '▴' : '▾'}
            </Button>
            <Collapse in={details}>
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'auto 1fr',
                  columnGap: 2,
                  rowGap: 0.5,
                  m: 0,
                  mt: 1,
                  fontSize: 14,
                  '& dt': { color: 'text.secondary' },
                  '& dd': { m: 0, wordBreak: 'break-all' },
                }}
              >
                <dt>{t('demoMailbox.mail.fromLabel')}</dt>
                <dd>{m.from.contact}</dd>
                <dt>{t('demoMailbox.mail.toLabel')}</dt>
                <dd>{m.to}</dd>
                {m.cc?.length ? (
                  <>
                    <dt>{t('demoMailbox.mail.cc')}</dt>
                    <dd>{m.cc.join(', ')}</dd>
                  </>
                ) : null}
                {m.bcc?.length ? (
                  <>
                    <dt>{t('demoMailbox.mail.bcc')}</dt>
                    <dd>{m.bcc.join(', ')}</dd>
                  </>
                ) : null}
                <dt>{t('demoMailbox.mail.date')}</dt>
                <dd>{format(new Date(m.date), 'PPPPp', { locale })}</dd>
              </Box>
            </Collapse>
          </Box>
        </Box>
        <Typography component="div" sx={{ mt: 3, whiteSpace: 'pre-wrap', lineHeight: 1.7, wordBreak: 'break-word' }}>
          {m.content}
        </Typography>
        <MailAttachments attachments={m.attachments} />
      </Box>
    </Box>
  );
}
