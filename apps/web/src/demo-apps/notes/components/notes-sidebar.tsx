import { List, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import AlarmOutlined from '@mui/icons-material/AlarmOutlined';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import { useTranslation } from 'react-i18next';
import type { NoteLabel, NotesView } from '../model.ts';

interface Props {
  view: NotesView;
  labels: NoteLabel[];
  onView: (view: NotesView) => void;
  onEditLabels: () => void;
}

export function NotesSidebar({ view, labels, onView, onEditLabels }: Props) {
  const { t } = useTranslation();
  const itemSx = { borderRadius: 2, mx: 1, mb: 0.25 };
  const fixed = [
    { kind: 'notes' as const, icon: <StickyNote2Outlined fontSize="small" /> },
    { kind: 'reminders' as const, icon: <AlarmOutlined fontSize="small" /> },
    { kind: 'archive' as const, icon: <ArchiveOutlined fontSize="small" /> },
  ];
  return (
    <nav aria-label={t('demoNotes.title')}>
      <List dense>
        {fixed.map(({ kind, icon }) => (
          <ListItemButton key={kind} selected={view.kind === kind} onClick={() => onView({ kind })} sx={itemSx}>
            <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
            <ListItemText primary={t(`demoNotes.views.${kind}`)} />
          </ListItemButton>
        ))}
      </List>
      <List
        dense
        subheader={<ListSubheader sx={{ bgcolor: 'transparent', lineHeight: '36px' }}>{t('demoNotes.labels.title')}</ListSubheader>}
      >
        {labels.map((l) => (
          <ListItemButton
            key={l.id}
            selected={view.kind === 'label' && view.id === l.id}
            onClick={() => onView({ kind: 'label', id: l.id })}
            sx={itemSx}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <LabelOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={l.title} />
          </ListItemButton>
        ))}
        <ListItemButton onClick={onEditLabels} sx={itemSx}>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('demoNotes.labels.edit')} />
        </ListItemButton>
      </List>
    </nav>
  );
}
