import { Table, TableBody, TableCell, TableHead, TableRow, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FileItem } from '../model.ts';
import { ItemIcon } from './item-icon.tsx';
import { formatDate, itemSummary } from './item-text.ts';

const wideOnly = { display: { xs: 'none', sm: 'table-cell' } };

/** The same items as rows, for people who prefer a list. */
export function ItemTable({
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
  const { t, i18n } = useTranslation();
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{t('demoFileManager.fields.name')}</TableCell>
          <TableCell sx={wideOnly}>{t('demoFileManager.fields.createdBy')}</TableCell>
          <TableCell sx={wideOnly}>{t('demoFileManager.fields.modifiedAt')}</TableCell>
          <TableCell align="right">{t('demoFileManager.fields.size')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id} hover selected={item.id === selectedId} onClick={() => onOpen(item)} sx={{ cursor: 'pointer' }}>
            <TableCell>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <ItemIcon type={item.type} size={32} />
                <Box
                  component="button"
                  type="button"
                  sx={{ all: 'unset', cursor: 'pointer', fontWeight: 500, '&:focus-visible': { outline: 2 } }}
                >
                  {item.name}
                </Box>
              </Box>
            </TableCell>
            <TableCell sx={wideOnly}>{item.createdBy}</TableCell>
            <TableCell sx={wideOnly}>{formatDate(item.modifiedAt, i18n.language)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {itemSummary(item, t)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
