import { useState } from 'react';
import { Box, IconButton, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useTranslation } from 'react-i18next';

/** Enter sends, Shift+Enter starts a new line. */
export function MessageInput({ onSend, disabled }: { onSend: (text: string) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const send = () => {
    const value = text.trim();
    if (!value || disabled) return;
    onSend(value);
    setText('');
  };
  return (
    <Box
      component="form"
      onSubmit={(e) => (e.preventDefault(), send())}
      sx={{
        display: 'flex',
        alignItems: 'flex-end',
        gap: 1,
        p: { xs: 1.5, sm: 2 },
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <TextField
        fullWidth
        multiline
        maxRows={5}
        value={text}
        placeholder={t('demoChat.typeMessage')}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            send();
          }
        }}
        slotProps={{ htmlInput: { 'aria-label': t('demoChat.typeMessage'), maxLength: 2000 } }}
      />
      <IconButton type="submit" color="primary" aria-label={t('demoChat.send')} disabled={!text.trim() || disabled}>
        <SendIcon />
      </IconButton>
    </Box>
  );
}
