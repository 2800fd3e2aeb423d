import { Box, ButtonBase, Checkbox, IconButton, Tooltip, Typography } from '@mui/material';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import LabelImportant from '@mui/icons-material/LabelImportant';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { format, isSameYear, isToday } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../shared/person-avatar.tsx';
import { useDateLocale } from '../../shared/date-locale.ts';
import type { ListedMail, MailLabel } from '../model.ts';
import { parseContact } from './contact.ts';

interface Props {
  mail: ListedMail;
  labels: MailLabel[];
  selected: boolean;
  checked: boolean;
  onOpen: () => void;
  onCheck: (checked: boolean) => void;
  onStar: () => void;
}

export function MailListItem({ mail, labels, selected, checked, onOpen, onCheck, onStar }: Props) {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const { name } = parseContact(mail.from.contact);
  const date = new Date(mail.date);
  const when = isToday(date)
    ? format(date, 'p', { locale })
    : format(date, isSameYear(date, new Date()) ? 'd MMM' : 'd MMM yyyy', { locale });
  const mailLabels = labels.filter((l) => mail.labels.includes(l.id));

  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
        py: 1.5,
        px: { xs: 1.5, sm: 2 },
        borderBottom: 1,
        borderColor: 'divider',
        borderLeft: 3,
        borderLeftColor: mail.unread ? 'primary.main' : 'transparent',
        bgcolor: selected ? 'action.selected' : mail.unread ? 'background.paper' : 'transparent',
        '&:hover': { bgcolor: selected ? 'action.selected' : 'action.hover' },
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
        <Checkbox
          size="small"
          checked={checked}
          onChange={(e) => onCheck(e.target.checked)}
          slotProps={{ input: { 'aria-label': t('demoMailbox.list.select', { subject: mail.subject }) } }}
          sx={{ p: 0.5 }}
        />
        <Tooltip title={mail.starred ? t('demoMailbox.actions.unstar') : t('demoMailbox.actions.star')}>
          <IconButton
            size="small"
            onClick={onStar}
            aria-pressed={mail.starred}
            aria-label={mail.starred ? t('demoMailbox.actions.unstar') : t('demoMailbox.actions.star')}
          >
            {mail.starred ? <Star fontSize="small" sx={{ color: 'warning.main' }} /> : <StarBorder fontSize="small" />}
          </IconButton>
        </Tooltip>
      </Box>
      <ButtonBase
        component="div"
        onClick={onOpen}
        aria-label={mail.subject}
        aria-current={selected || undefined}
        sx={{ flex: 1, minWidth: 0, gap: 1.5, alignItems: 'flex-start', justifyContent: 'flex-start', textAlign: 'left', borderRadius: 1 }}
      >
        <PersonAvatar name={name} src={mail.from.avatar} size={36} sx={{ display: { xs: 'none', sm: 'flex' }, mt: 0.5 }} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography noWrap sx={{ flex: 1, fontWeight: mail.unread ? 700 : 500 }}>
              {name}
            </Typography>
            {mail.important && (
              <LabelImportant fontSize="small" sx={{ color: 'error.main' }} aria-label={t('demoMailbox.filters.important')} />
            )}
            {mail.attachments.length > 0 && (
              <AttachFileOutlined fontSize="small" sx={{ color: 'text.secondary' }} aria-label={t('demoMailbox.mail.attachments')} />
            )}
            <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
              {when}
            </Typography>
          </Box>
          <Typography variant="body2" noWrap sx={{ fontWeight: mail.unread ? 600 : 400 }}>
            {mail.subject}
          </Typography>
          <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
            {mail.content.replace(/\s+/g, ' ')}
          </Typography>
          {mailLabels.length > 0 && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.75 }}>
              {mailLabels.map((l) => (
                <Box
                  key={l.id}
                  component="span"
                  sx={{ px: 1, borderRadius: 1, fontSize: 11, fontWeight: 600, lineHeight: '18px', color: '#fff', bgcolor: l.color }}
                >
                  {l.title}
                </Box>
              ))}
            </Box>
          )}
        </Box>
      </ButtonBase>
    </Box>
  );
}
