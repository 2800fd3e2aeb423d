import { Box, ButtonBase, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FileItem } from '../model.ts';
import { ItemIcon } from './item-icon.tsx';
import { itemSummary } from './item-text.ts';

/** Cards in a responsive grid: two across on a phone, as many as fit on wider screens. */
export function ItemGrid({
  items,
  selectedId,
  onOpen,
  label,
}: {
  items: FileItem[];
  selectedId?: string;
  onOpen: (item: FileItem) => void;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <Box role="list" aria-label={label} sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
      {items.map((item) => (
        <Box role="listitem" key={item.id}>
          <ButtonBase
            onClick={() => onOpen(item)}
            aria-label={item.name}
            sx={{
              width: 1,
              height: 1,
              display: 'flex',
              flexDirection: 'column',
              p: 2,
              gap: 1,
              borderRadius: 2,
              border: 1,
              borderColor: item.id === selectedId ? 'primary.main' : 'divider',
              bgcolor: item.id === selectedId ? 'action.selected' : 'background.paper',
              '&:hover': { boxShadow: 2 },
            }}
          >
            <Box sx={{ height: 72, display: 'grid', placeItems: 'center' }}>
              <ItemIcon type={item.type} />
            </Box>
            <Typography variant="body2" sx={{ fontWeight: 500, textAlign: 'center', wordBreak: 'break-word' }}>
              {item.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {itemSummary(item, t)}
            </Typography>
          </ButtonBase>
        </Box>
      ))}
    </Box>
  );
}
