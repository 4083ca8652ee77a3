import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, CircularProgress, Typography } from '@mui/material';
import { signOut } from './api';

/** /logout: revoke on the server (a failure is ignored), forget the session, go to /login. */
export function LogoutPage() {
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().then(() => navigate('/login', { replace: true }));
  }, [navigate]);

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center', py: 10 }}>
      <CircularProgress size={24} />
      <Typography>Signing out…</Typography>
    </Box>
  );
}
