import { Box } from '@mui/material';
import FolderIcon from '@mui/icons-material/Folder';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import type { ItemType } from '../model.ts';

const COLORS: Record<Exclude<ItemType, 'folder'>, string> = {
  PDF: '#dc2626',
  XLS: '#16a34a',
  DOC: '#2563eb',
  TXT: '#64748b',
  JPG: '#d97706',
};

/** A folder, or a page with the file type printed on a coloured band, as in the template. */
export function ItemIcon({ type, size = 56 }: { type: ItemType; size?: number }) {
  if (type === 'folder') return <FolderIcon sx={{ fontSize: size, color: '#f59e0b' }} />;
  return (
    <Box sx={{ position: 'relative', width: size, height: size, display: 'inline-flex' }}>
      <InsertDriveFileIcon sx={{ fontSize: size, color: 'action.disabled' }} />
      <Box
        component="span"
        sx={{
          position: 'absolute',
          left: '12%',
          bottom: '22%',
          px: 0.5,
          borderRadius: 0.5,
          bgcolor: COLORS[type],
          color: '#fff',
          fontSize: Math.max(9, size * 0.2),
          fontWeight: 700,
          lineHeight: 1.5,
        }}
      >
        {type}
      </Box>
    </Box>
  );
}
