import { memo } from 'react';
import { Box, Drawer, IconButton, Tooltip } from '@mui/material';
import MenuOpenOutlined from '@mui/icons-material/MenuOpenOutlined';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import { useTranslation } from 'react-i18next';
import type { Me } from '@roadlens/contract/profile';
import type { NavItem } from '../navigation/types.ts';
import { termKey } from '../../lib/terminology.ts';
import { NavTree } from './nav-tree.tsx';
import { UserBlock } from './user-block.tsx';
import { useWhenIdle } from './use-when-idle.ts';
import { Logo } from './logo.tsx';
import { NAV_DENSE_WIDTH, NAV_WIDTH } from './layout-sizes.ts';

interface Props {
  me: Me;
  items: NavItem[];
  dense: boolean;
  onToggleDense: () => void;
  /** Side mode (≥ 960 px) or over mode. */
  side: boolean;
  open: boolean;
  onClose: () => void;
}

/**
 * The left navigation: side mode on medium and larger screens, over mode (closing on navigation) below.
 * Memoised: the layout renders on every navigation and notification, the menu only when its own inputs change.
 */
export const NavigationDrawer = memo(function NavigationDrawer({ me, items, dense, onToggleDense, side, open, onClose }: Props) {
  const { t } = useTranslation();
  // The menu's dozens of list items are the costliest part of a page's first render. They render once the page's
  // main thread is first idle (1.5 s at the latest), in the background, so a page's own content is not kept
  // waiting for them; the drawer keeps its width meanwhile, so nothing moves.
  const showTree = useWhenIdle(1500);
  const isPort = me.company.application_type === 1;
  const compact = side && dense;
  const width = compact ? NAV_DENSE_WIDTH : NAV_WIDTH;
  return (
    <Drawer
      variant={side ? 'permanent' : 'temporary'}
      open={side || open}
      onClose={onClose}
      sx={{ width: side ? width : undefined, flexShrink: 0, '& .MuiDrawer-paper': { width, boxSizing: 'border-box', overflowX: 'hidden' } }}
      slotProps={{ paper: { 'data-testid': 'navigation', 'data-appearance': compact ? 'dense' : 'default' } as object }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: compact ? 'center' : 'space-between' }}>
        {!compact && <Logo compact={false} />}
        {side && (
          <Tooltip title={t(compact ? 'layout.nav.expand' : 'layout.nav.dense')} placement="right">
            <IconButton onClick={onToggleDense} aria-label={t(compact ? 'layout.nav.expand' : 'layout.nav.dense')} sx={{ m: 1 }}>
              {compact ? <MenuOutlined /> : <MenuOpenOutlined />}
            </IconButton>
          </Tooltip>
        )}
      </Box>
      {!compact && <UserBlock me={me} />}
      {showTree && <NavTree items={items} dense={compact} label={(k) => t(termKey(k, isPort))} onNavigate={() => !side && onClose()} />}
    </Drawer>
  );
});
