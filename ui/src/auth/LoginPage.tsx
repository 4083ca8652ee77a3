import { useState, type FormEvent } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Container,
  FormControlLabel,
  Link,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import {
  LoginRequest,
  fieldErrorsFrom,
  homeRouteByRole,
  type FieldError,
} from '@chikoro/contracts';
import { ApiError } from '../api/httpClient';
import { signIn } from './api';
import { returnPath } from './returnPath';
import { getSession } from './session';

const unreachable = 'The sign-in service cannot be reached. Please try again.';

/** One identifier (email, registration number or phone) and a password; each role lands in its own area. */
export function LoginPage() {
  const navigate = useNavigate();
  const back = returnPath(useLocation().state);
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [keepSignedIn, setKeepSignedIn] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Already signed in: the form has nothing to offer; go to the person's own area.
  const signedInAs = getSession()?.role;
  if (signedInAs && !busy) return <Navigate to={back ?? homeRouteByRole[signedInAs]} replace />;

  const errorOf = (field: string) => fieldErrors.find((e) => e.field === field)?.message;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = LoginRequest.safeParse({ identifier, password, keepSignedIn });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFrom(parsed.error.issues));
      return;
    }
    setFieldErrors([]);
    setBusy(true);
    try {
      const { user } = await signIn(parsed.data);
      navigate(back ?? homeRouteByRole[user.role], { replace: true });
    } catch (error) {
      if (error instanceof ApiError) {
        setFieldErrors(error.fieldErrors);
        setProblem(error.message);
      } else {
        setProblem(
          error instanceof TypeError
            ? unreachable
            : error instanceof Error
              ? error.message
              : unreachable,
        );
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container maxWidth="xs" sx={{ py: 6 }}>
      <Paper
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ p: 4 }}
        aria-label="Login"
      >
        <Typography variant="h4" component="h1" gutterBottom>
          Login
        </Typography>
        {problem && (
          <Alert severity="error" role="alert" data-testid="login-error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        <TextField
          fullWidth
          margin="normal"
          name="identifier"
          id="login-identifier"
          label="Email, registration number or phone number"
          autoComplete="username"
          autoFocus
          value={identifier}
          error={Boolean(errorOf('identifier'))}
          helperText={errorOf('identifier')}
          onChange={(event) => setIdentifier(event.target.value)}
        />
        <TextField
          fullWidth
          margin="normal"
          name="password"
          id="login-password"
          type="password"
          label="Password"
          autoComplete="current-password"
          value={password}
          error={Boolean(errorOf('password'))}
          helperText={errorOf('password')}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
          }}
        >
          <FormControlLabel
            control={
              <Checkbox
                name="keepSignedIn"
                checked={keepSignedIn}
                onChange={(event) => setKeepSignedIn(event.target.checked)}
              />
            }
            label="Keep me signed in"
          />
          <Link component={RouterLink} to="/forgot-password">
            Forgot Password?
          </Link>
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={busy}
          sx={{ mt: 2 }}
        >
          {busy ? 'Signing in…' : 'Login'}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          By signing in you accept our{' '}
          <Link href="/terms" target="_blank" rel="noopener">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link href="/privacy" target="_blank" rel="noopener">
            Privacy Policy
          </Link>
          .
        </Typography>
      </Paper>
    </Container>
  );
}
