import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { Title, useGetIdentity, useNotify } from 'react-admin';
import { UpdateMyProfileInput, fieldErrorsFrom, profileMessages, type FieldError, type MyProfile } from '@chikoro/contracts';
import { ApiError, apiFetch, sendCommand } from '../api/httpClient';

/** Profile: first and last name (editable through UpdateMyProfile, so the audit log shows the change) and the email. */
export function ProfilePage() {
  const [me, setMe] = useState<MyProfile | null>(null);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const { refetch } = useGetIdentity();

  useEffect(() => {
    apiFetch('/api/me')
      .then(({ json }) => {
        const profile = json as MyProfile;
        setMe(profile);
        setFirstName(profile.firstName);
        setLastName(profile.lastName);
      })
      .catch((failure: unknown) => setProblem(failure instanceof Error ? failure.message : 'Your profile could not be loaded.'));
  }, []);

  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = UpdateMyProfileInput.safeParse({ firstName, lastName });
    if (!parsed.success) return setErrors(fieldErrorsFrom(parsed.error.issues));
    setErrors([]);
    setBusy(true);
    try {
      const result = await sendCommand('UpdateMyProfile', parsed.data);
      // The top bar reads the names from the stored sign-in.
      localStorage.setItem('firstName', parsed.data.firstName);
      localStorage.setItem('lastName', parsed.data.lastName);
      await refetch();
      notify(result.appended === 0 ? profileMessages.unchanged : profileMessages.saved, { type: result.appended === 0 ? 'info' : 'success' });
      setFirstName(parsed.data.firstName);
      setLastName(parsed.data.lastName);
    } catch (failure) {
      if (failure instanceof ApiError) setErrors(failure.fieldErrors);
      setProblem(failure instanceof Error ? failure.message : 'Your profile could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mt: 2, maxWidth: 560 }}>
      <Title title="Profile" />
      <Card component="form" noValidate onSubmit={(e) => void save(e)} aria-label="Profile">
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            Profile
          </Typography>
          {problem && <Alert severity="error" role="alert" sx={{ mb: 2 }}>{problem}</Alert>}
          <TextField fullWidth margin="normal" name="firstName" label="First name" value={firstName} disabled={!me} error={Boolean(errorOf('firstName'))} helperText={errorOf('firstName')} onChange={(e) => setFirstName(e.target.value)} />
          <TextField fullWidth margin="normal" name="lastName" label="Last name" value={lastName} disabled={!me} error={Boolean(errorOf('lastName'))} helperText={errorOf('lastName')} onChange={(e) => setLastName(e.target.value)} />
          <TextField fullWidth margin="normal" name="email" label="Email" value={me?.email ?? ''} slotProps={{ input: { readOnly: true } }} helperText="Your sign-in email; it cannot be changed here." />
          <TextField fullWidth margin="normal" name="role" label="Role" value={me?.role ?? ''} slotProps={{ input: { readOnly: true } }} />
          <Button type="submit" variant="contained" disabled={busy || !me} sx={{ mt: 2 }}>
            Save
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
