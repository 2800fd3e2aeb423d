import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Box, CircularProgress } from '@mui/material';
import { endSession } from '../../lib/session/session-context.tsx';

/** /auth/sign-out: ends the server session, clears local state, then sign-in without redirectURL. */
export function SignOutPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  useEffect(() => {
    let live = true;
    void endSession().then(() => {
      // Drop every cached answer: the next user must not see this one's data.
      client.clear();
      if (live) void navigate('/auth/sign-in', { replace: true });
    });
    return () => {
      live = false;
    };
  }, [client, navigate]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress aria-label="signing out" />
    </Box>
  );
}
