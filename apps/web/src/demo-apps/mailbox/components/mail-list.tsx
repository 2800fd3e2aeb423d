import { useEffect, useState } from 'react';
import { Box, Checkbox, Divider, IconButton, LinearProgress, List, Menu, MenuItem, Skeleton, Tooltip, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import MailOutlined from '@mui/icons-material/MailOutlined';
import StarBorder from '@mui/icons-material/StarBorder';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../shared/empty-state.tsx';
import { useFolders } from '../api/get-folders.ts';
import { useLabels } from '../api/get-labels.ts';
import { useMails } from '../api/get-mails.ts';
import { useUpdateMail, type MailPatch } from '../api/update-mail.ts';
import type { MailListKind } from '../model.ts';
import { MailListItem } from './mail-list-item.tsx';
import { MailboxIcon } from './mailbox-icon.tsx';

interface Props {
  kind: MailListKind;
  slug: string;
  page: number;
  title: string;
  openMailId?: string;
  onOpenSidebar: () => void;
}

export function MailList({ kind, slug, page, title, openMailId, onOpenSidebar }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mails = useMails(kind, slug, page);
  const labels = useLabels().data ?? [];
  const folders = useFolders().data ?? [];
  const update = useUpdateMail();
  const [checked, setChecked] = useState<string[]>([]);
  const [moveAnchor, setMoveAnchor] = useState<HTMLElement | null>(null);
  const base = `/apps/mailbox/${kind}/${slug}`;
  const data = mails.data;

  // A page past the end answers only lastPage: go there instead of showing nothing.
  useEffect(() => {
    if (data && data.mails === null && !mails.isPlaceholderData) void navigate(`${base}/${data.pagination.lastPage}`, { replace: true });
  }, [data, mails.isPlaceholderData, base, navigate]);
  useEffect(() => setChecked([]), [kind, slug, page]);

  const list = data?.mails ?? [];
  const pagination = data?.mails ? data.pagination : null;
  const allChecked = list.length > 0 && list.every((m) => checked.includes(m.id));
  const bulk = (mail: MailPatch) => {
    for (const id of checked) update.mutate({ id, mail });
    setChecked([]);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: { xs: 1, sm: 2 },
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <IconButton onClick={onOpenSidebar} sx={{ display: { md: 'none' } }} aria-label={t('demoMailbox.list.openMenu')}>
          <MenuIcon />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" noWrap>
            {title}
          </Typography>
          {pagination && pagination.totalResults > 0 && (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('demoMailbox.list.range', {
                from: pagination.startIndex + 1,
                to: pagination.endIndex + 1,
                total: pagination.totalResults,
              })}
            </Typography>
          )}
        </Box>
        <Tooltip title={t('demoMailbox.list.previous')}>
          <span>
            <IconButton
              disabled={!pagination || page <= 1}
              onClick={() => void navigate(`${base}/${page - 1}`)}
              aria-label={t('demoMailbox.list.previous')}
            >
              <ChevronLeft />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('demoMailbox.list.next')}>
          <span>
            <IconButton
              disabled={!pagination || page >= pagination.lastPage}
              onClick={() => void navigate(`${base}/${page + 1}`)}
              aria-label={t('demoMailbox.list.next')}
            >
              <ChevronRight />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      {list.length > 0 && (
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: { xs: 1, sm: 1.5 }, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
        >
          <Checkbox
            size="small"
            checked={allChecked}
            indeterminate={checked.length > 0 && !allChecked}
            onChange={(e) => setChecked(e.target.checked ? list.map((m) => m.id) : [])}
            slotProps={{ input: { 'aria-label': t('demoMailbox.list.selectAll') } }}
          />
          {checked.length > 0 && (
            <>
              <Typography variant="body2" sx={{ mr: 1 }}>
                {t('demoMailbox.list.selected', { count: checked.length })}
              </Typography>
              <Tooltip title={t('demoMailbox.actions.markRead')}>
                <IconButton size="small" onClick={() => bulk({ unread: false })} aria-label={t('demoMailbox.actions.markRead')}>
                  <MarkEmailReadOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('demoMailbox.actions.markUnread')}>
                <IconButton size="small" onClick={() => bulk({ unread: true })} aria-label={t('demoMailbox.actions.markUnread')}>
                  <MarkEmailUnreadOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('demoMailbox.actions.star')}>
                <IconButton size="small" onClick={() => bulk({ starred: true })} aria-label={t('demoMailbox.actions.star')}>
                  <StarBorder fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('demoMailbox.actions.move')}>
                <IconButton size="small" onClick={(e) => setMoveAnchor(e.currentTarget)} aria-label={t('demoMailbox.actions.move')}>
                  <DriveFileMoveOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
              <Menu anchorEl={moveAnchor} open={Boolean(moveAnchor)} onClose={() => setMoveAnchor(null)}>
                {folders.map((f) => (
                  <MenuItem
                    key={f.id}
                    onClick={() => {
                      setMoveAnchor(null);
                      bulk({ folder: f.id });
                    }}
                  >
                    <MailboxIcon name={f.icon} fontSize="small" sx={{ mr: 1.5, color: 'text.secondary' }} />
                    {t(`demoMailbox.folders.${f.slug}`, { defaultValue: f.title })}
                  </MenuItem>
                ))}
              </Menu>
            </>
          )}
        </Box>
      )}
      {mails.isFetching && <LinearProgress sx={{ height: 2 }} />}
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        {mails.isPending && (
          <Box sx={{ p: 2 }}>
            {[1, 2, 3, 4, 5, 6].map((i) => (
              <Skeleton key={i} variant="rounded" height={72} sx={{ mb: 1 }} />
            ))}
          </Box>
        )}
        {mails.isError && <EmptyState icon={<MailOutlined />} title={t('demoMailbox.list.error')} />}
        {data?.mails && list.length === 0 && (
          <EmptyState icon={<MailOutlined />} title={t('demoMailbox.list.empty')} text={t('demoMailbox.list.emptyText')} />
        )}
        {list.length > 0 && (
          <List disablePadding aria-label={title}>
            {list.map((mail) => (
              <MailListItem
                key={mail.id}
                mail={mail}
                labels={labels}
                selected={mail.id === openMailId}
                checked={checked.includes(mail.id)}
                onOpen={() => void navigate(`${base}/${page}/${mail.id}`)}
                onCheck={(on) => setChecked((c) => (on ? [...c, mail.id] : c.filter((id) => id !== mail.id)))}
                onStar={() => update.mutate({ id: mail.id, mail: { starred: !mail.starred } })}
              />
            ))}
          </List>
        )}
        <Divider />
      </Box>
    </Box>
  );
}
