import { Box } from '@mui/material';
import { InboxMenu } from './inbox-menu.tsx';
import { SearchDialog } from './search-dialog.tsx';
import { ShortcutsMenu } from './shortcuts-menu.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The template toolbar, served by `api/common/*`: search, shortcuts, messages, notifications and
 * the template user. The layout can place it in its top bar.
 */
export function DemoToolbar() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <SearchDialog />
      <ShortcutsMenu />
      <InboxMenu kind="messages" />
      <InboxMenu kind="notifications" />
      <UserMenu />
    </Box>
  );
}
