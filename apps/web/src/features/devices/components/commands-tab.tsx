import { useState } from 'react';
import { Button, IconButton, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslation } from 'react-i18next';
import type { Device } from '@roadlens/contract';
import { useFormat } from '../../../lib/format/index.ts';
import { useAddCommand } from '../api/add-command.ts';
import { useDeleteCommand } from '../api/delete-command.ts';

/** Commands queued for the sensor: add one, delete by index. */
export function CommandsTab({ device }: { device: Device }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const add = useAddCommand(device.id);
  const del = useDeleteCommand(device.id);
  const [command, setCommand] = useState('');
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack
        component="form"
        direction="row"
        sx={{ gap: 1 }}
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate(command.trim(), { onSuccess: () => setCommand('') });
        }}
      >
        <TextField
          size="small"
          label={t('sensors.commands.command')}
          value={command}
          onChange={(e) => setCommand(e.target.value)}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" disabled={!command.trim() || add.isPending}>
          {t('sensors.commands.add')}
        </Button>
      </Stack>
      {device.commands.length === 0 ? (
        <Typography color="text.secondary">{t('sensors.commands.empty')}</Typography>
      ) : (
        <List dense>
          {device.commands.map((c, i) => (
            <ListItem
              key={`${i}-${c.command}`}
              secondaryAction={
                <IconButton edge="end" aria-label={t('sensors.commands.delete')} onClick={() => del.mutate(i)} disabled={del.isPending}>
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={c.command} secondary={c.created ? dateTime(c.created) : `${t('sensors.commands.index')}${i}`} />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
