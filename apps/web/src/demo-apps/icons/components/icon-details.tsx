import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { MuiIcon } from './mui-icon.tsx';

/** One icon large and small, with the import line to copy. */
export function IconDetails({ name, suffix, onClose }: { name: string; suffix: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const line = `import ${name}Icon from '@mui/icons-material/${name}${suffix}';`;
  const copy = () => {
    void navigator.clipboard?.writeText(line).then(() => setCopied(true));
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{name}</DialogTitle>
      <DialogContent>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'flex-end',
            justifyContent: 'center',
            gap: 4,
            py: 3,
            borderRadius: 2,
            bgcolor: 'action.hover',
          }}
        >
          {[96, 48, 32, 24, 16].map((size) => (
            <Box key={size} sx={{ textAlign: 'center' }}>
              <MuiIcon name={name} suffix={suffix} sx={{ fontSize: size }} />
              <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                {size}px
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
          {t('demoIcons.import')}
        </Typography>
        <Box
          component="pre"
          sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'grey.900', color: 'grey.100', fontSize: 13, overflowX: 'auto' }}
        >
          {line}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopy />} onClick={copy}>
          {copied ? t('demoIcons.copied') : t('demoIcons.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('demoIcons.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
