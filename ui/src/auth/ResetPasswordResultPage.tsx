import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { Box, Button, Link, Typography } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { Role, homeRouteByRole, recoveryMessages } from '@chikoro/contracts';
import { AuthCard } from './AuthCard';
import type { ResetOutcome } from './recoveryState';
import { getSession } from './session';

export const ROUTE_DELAY_MS = 4000;

/**
 * Spec 001 §2.15 and §4: the reset's result. On success the user, signed in by the reset, is
 * routed by role after a moment; 'Login here' stays for whoever prefers to sign in again.
 */
export function ResetPasswordResultPage() {
  const navigate = useNavigate();
  const outcome = (useLocation().state as ResetOutcome | null) ?? { ok: false };
  const role = outcome.ok ? Role.safeParse(outcome.role) : null;
  const home =
    role?.success && getSession()?.role === role.data ? homeRouteByRole[role.data] : null;

  useEffect(() => {
    if (!home) return;
    const timer = setTimeout(() => navigate(home, { replace: true }), ROUTE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [home, navigate]);

  return (
    <AuthCard title={outcome.ok ? 'Password reset' : 'Password not reset'}>
      <Box data-testid="reset-result" sx={{ textAlign: 'center', py: 2 }}>
        {outcome.ok ? (
          <CheckCircleOutline color="success" sx={{ fontSize: 56 }} />
        ) : (
          <ErrorOutline color="error" sx={{ fontSize: 56 }} />
        )}
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          {outcome.ok ? recoveryMessages.resetSucceeded : recoveryMessages.resetFailed}
        </Typography>
        {!outcome.ok && outcome.message && (
          <Typography color="error" sx={{ mt: 1 }}>
            Error: {outcome.message}
          </Typography>
        )}
        {home && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Taking you to your area in a moment…
          </Typography>
        )}
      </Box>
      {outcome.ok ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'center' }}>
          {home && (
            <Button variant="contained" fullWidth component={RouterLink} to={home} replace>
              Continue
            </Button>
          )}
          <Link component={RouterLink} to="/login">
            Login here
          </Link>
        </Box>
      ) : (
        <Box sx={{ textAlign: 'center' }}>
          <Link component={RouterLink} to="/forgot-password">
            Retry here
          </Link>
        </Box>
      )}
    </AuthCard>
  );
}
