import { Box, Button, Divider, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import { useTranslation } from 'react-i18next';
import type { FileItem } from '../model.ts';
import { ItemIcon } from './item-icon.tsx';
import { formatDate, itemSummary } from './item-text.ts';

/** Everything the mock knows about one item. */
export function ItemDetails({
  item,
  onClose,
  onOpenFolder,
}: {
  item: FileItem;
  onClose: () => void;
  onOpenFolder: (item: FileItem) => void;
}) {
  const { t, i18n } = useTranslation();
  const rows: [string, string][] = [
    [t('demoFileManager.fields.type'), item.type === 'folder' ? t('demoFileManager.folder') : item.type],
    [t('demoFileManager.fields.size'), item.size],
    ...(item.type === 'folder' ? ([[t('demoFileManager.fields.contents'), itemSummary(item, t)]] as [string, string][]) : []),
    [t('demoFileManager.fields.createdBy'), item.createdBy],
    [t('demoFileManager.fields.createdAt'), formatDate(item.createdAt, i18n.language)],
    [t('demoFileManager.fields.modifiedAt'), formatDate(item.modifiedAt, i18n.language)],
  ];
  return (
    <Box sx={{ p: 3 }} role="region" aria-label={t('demoFileManager.details')}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1, mr: -1 }}>
        <IconButton aria-label={t('demoFileManager.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ display: 'grid', placeItems: 'center', height: 160, borderRadius: 2, bgcolor: 'background.default', mb: 2 }}>
        <ItemIcon type={item.type} size={96} />
      </Box>
      <Typography variant="h6" component="h2" sx={{ wordBreak: 'break-word' }}>
        {item.name}
      </Typography>
      <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 3, mb: 1 }}>
        {t('demoFileManager.information')}
      </Typography>
      <Divider />
      <Box component="dl" sx={{ m: 0 }}>
        {rows.map(([label, value]) => (
          <Box
            key={label}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {item.description && (
        <>
          <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 3, mb: 1 }}>
            {t('demoFileManager.fields.description')}
          </Typography>
          <Typography variant="body2">{item.description}</Typography>
        </>
      )}
      {item.type === 'folder' && (
        <Button fullWidth variant="contained" startIcon={<FolderOpenIcon />} sx={{ mt: 3 }} onClick={() => onOpenFolder(item)}>
          {t('demoFileManager.openFolder')}
        </Button>
      )}
    </Box>
  );
}
