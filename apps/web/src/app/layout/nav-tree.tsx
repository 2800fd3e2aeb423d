import { useState, type ReactElement } from 'react';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Tooltip, Divider } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { NavLink, useLocation } from 'react-router';
import type { NavItem } from '../navigation/types.ts';
import { NavIcon } from './nav-icon.tsx';

interface Props {
  items: NavItem[];
  dense: boolean;
  label: (key: string) => string;
  onNavigate: () => void;
}

const containsPath = (item: NavItem, path: string): boolean =>
  (item.link !== undefined && path.startsWith(item.link)) || (item.children ?? []).some((c) => containsPath(c, path));

/**
 * The vertical menu: basic links, groups with a heading, collapsable items (autoCollapse: opening
 * one closes the others), dividers. Dense shows icons only, titles as tooltips.
 */
export function NavTree({ items, dense, label, onNavigate }: Props) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState<string | null>(
    () => items.find((i) => i.type === 'collapsable' && containsPath(i, pathname))?.id ?? 'dashboard',
  );

  const render = (item: NavItem, depth: number) => {
    const title = item.title ? label(item.title) : '';
    if (item.type === 'divider') return <Divider key={item.id} sx={{ my: 1 }} />;
    if (item.type === 'spacer') return null;
    if (item.type === 'group') {
      return (
        <li key={item.id}>
          <List
            disablePadding
            subheader={
              dense ? (
                <Divider sx={{ my: 1 }} />
              ) : (
                <ListSubheader sx={{ bgcolor: 'transparent', lineHeight: '32px', mt: 1 }}>{title}</ListSubheader>
              )
            }
          >
            {(item.children ?? []).map((c) => render(c, depth))}
          </List>
        </li>
      );
    }
    if (item.type === 'collapsable') {
      const isOpen = open === item.id;
      return (
        <li key={item.id}>
          <DenseTip dense={dense} title={title}>
            <ListItemButton
              onClick={() => setOpen(isOpen ? null : item.id)}
              sx={{ pl: dense ? 2.5 : 2 + depth * 2 }}
              aria-expanded={isOpen}
            >
              <ListItemIcon sx={{ minWidth: dense ? 0 : 40 }}>
                <NavIcon name={item.icon} />
              </ListItemIcon>
              {!dense && <ListItemText primary={title} />}
              {!dense && (isOpen ? <ExpandLess /> : <ExpandMore />)}
            </ListItemButton>
          </DenseTip>
          <Collapse in={isOpen} timeout="auto" unmountOnExit>
            <List disablePadding>{(item.children ?? []).map((c) => render(c, depth + 1))}</List>
          </Collapse>
        </li>
      );
    }
    const external = item.externalLink && item.link;
    return (
      <li key={item.id}>
        <DenseTip dense={dense} title={title}>
          <ListItemButton
            {...(external
              ? { component: 'a', href: item.link, target: item.target ?? '_blank', rel: 'noreferrer' }
              : { component: NavLink, to: item.link ?? '#', end: item.exactMatch })}
            disabled={item.disabled}
            onClick={onNavigate}
            aria-label={title}
            sx={{ pl: dense ? 2.5 : 2 + depth * 2, '&.active': { bgcolor: 'action.selected', color: 'primary.main' } }}
          >
            <ListItemIcon sx={{ minWidth: dense ? 0 : 40, color: 'inherit' }}>
              <NavIcon name={item.icon} fontSize={depth > 0 && !dense ? 'small' : 'medium'} />
            </ListItemIcon>
            {!dense && <ListItemText primary={title} />}
          </ListItemButton>
        </DenseTip>
      </li>
    );
  };

  return (
    <List component="nav" aria-label="main navigation" data-testid="nav-tree">
      {items.map((i) => render(i, 0))}
    </List>
  );
}

/**
 * Dense shows icons only, so each title is a tooltip; the default appearance shows the titles and needs none.
 * A tooltip is costly to mount (its hooks, listeners and popper), and the menu holds dozens of items that
 * render on every page's first load.
 */
function DenseTip({ dense, title, children }: { dense: boolean; title: string; children: ReactElement }) {
  return dense ? (
    <Tooltip title={title} placement="right">
      {children}
    </Tooltip>
  ) : (
    children
  );
}
