import { Box, Paper, Typography } from '@mui/material';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FolderZipOutlined from '@mui/icons-material/FolderZipOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import { useTranslation } from 'react-i18next';
import type { MailAttachment } from '../model.ts';

function iconFor(type: string) {
  if (type.startsWith('image/')) return <ImageOutlined sx={{ color: '#0ea5e9' }} />;
  if (type === 'application/pdf') return <PictureAsPdfOutlined sx={{ color: '#e11d48' }} />;
  if (type.includes('zip')) return <FolderZipOutlined sx={{ color: '#f59e0b' }} />;
  if (type.includes('sheet')) return <TableChartOutlined sx={{ color: '#16a34a' }} />;
  return <DescriptionOutlined sx={{ color: '#64748b' }} />;
}

export const formatBytes = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} B`;

/** The attachments of a mail; a sample without a download address is shown, not linked. */
export function MailAttachments({ attachments }: { attachments: MailAttachment[] }) {
  const { t } = useTranslation();
  if (attachments.length === 0) return null;
  return (
    <Box sx={{ mt: 4 }}>
      <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
        {t('demoMailbox.mail.attachmentCount', { count: attachments.length })}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 1.5 }}>
        {attachments.map((a) => (
          <Paper
            key={a.name}
            variant="outlined"
            component={a.downloadUrl ? 'a' : 'div'}
            {...(a.downloadUrl ? { href: a.downloadUrl, download: a.name } : {})}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, textDecoration: 'none', color: 'inherit' }}
          >
            <Box sx={{ width: 40, height: 40, borderRadius: 1.5, bgcolor: 'action.hover', display: 'grid', placeItems: 'center' }}>
              {iconFor(a.type)}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                {a.name}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {formatBytes(a.size)}
              </Typography>
            </Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
