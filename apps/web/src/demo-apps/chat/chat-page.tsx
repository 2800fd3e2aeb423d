import { useState } from 'react';
import { Box, Drawer, Paper } from '@mui/material';
import { Outlet, useNavigate, useParams } from 'react-router';
import { fullHeightPanel } from '../shared/panel-height.ts';
import { useChats } from './api/get-chats.ts';
import type { ChatContact } from './model.ts';
import { ChatSidebar } from './components/chat-sidebar.tsx';
import { ContactInfo } from './components/contact-info.tsx';
import { NewChatPanel } from './components/new-chat-panel.tsx';
import { ProfilePanel } from './components/profile-panel.tsx';
import type { ChatOutletContext } from './components/conversation.tsx';

const drawerPaper = { paper: { sx: { width: { xs: '100%', sm: 400 } } } };

/** Chats on the left, the open conversation on the right; on a phone one of the two at a time. */
export function ChatPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const chats = useChats();
  const [panel, setPanel] = useState<'profile' | 'new' | null>(null);
  const [contactId, setContactId] = useState<string | null>(null);
  const openChat = (chatId: string) => {
    setPanel(null);
    setContactId(null);
    void navigate(`/apps/chat/${chatId}`);
  };
  const pick = (contact: ChatContact) => {
    const chat = chats.data?.find((c) => c.contactId === contact.id);
    if (chat) openChat(chat.id);
    else setContactId(contact.id);
  };
  const context: ChatOutletContext = { showContact: setContactId };

  return (
    <Paper sx={fullHeightPanel}>
      <Box
        sx={{
          width: { xs: '100%', md: 360, lg: 400 },
          flexShrink: 0,
          display: { xs: id ? 'none' : 'flex', md: 'flex' },
          flexDirection: 'column',
          borderRight: 1,
          borderColor: 'divider',
        }}
      >
        <ChatSidebar
          selectedId={id}
          onOpen={(c) => openChat(c.id)}
          onProfile={() => setPanel('profile')}
          onNewChat={() => setPanel('new')}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, display: { xs: id ? 'flex' : 'none', md: 'flex' }, flexDirection: 'column' }}>
        <Outlet context={context} />
      </Box>
      <Drawer anchor="left" open={panel === 'profile'} onClose={() => setPanel(null)} slotProps={drawerPaper}>
        <ProfilePanel onClose={() => setPanel(null)} />
      </Drawer>
      <Drawer anchor="left" open={panel === 'new'} onClose={() => setPanel(null)} slotProps={drawerPaper}>
        <NewChatPanel onClose={() => setPanel(null)} onPick={pick} />
      </Drawer>
      <Drawer anchor="right" open={!!contactId} onClose={() => setContactId(null)} slotProps={drawerPaper}>
        {contactId && <ContactInfo contactId={contactId} onClose={() => setContactId(null)} onOpenChat={openChat} />}
      </Drawer>
    </Paper>
  );
}
