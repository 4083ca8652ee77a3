import { useCallback, useEffect, useState, type FormEvent } from 'react';
import LockIcon from '@mui/icons-material/LockOutlined';
import { Alert, Box, Button, Card, CardContent, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { Title, useGetIdentity, useNotify } from 'react-admin';
import {
  UpdateMyProfileInput, fieldErrorsFrom, notYoursToChange, profileMessages, type FieldError, type MyProfile, type ProfileField, type UpdateMyProfileForm,
} from '@chikoro/contracts';
import { ApiError, apiFetch, sendCommand } from '../api/httpClient';
import { formatDate } from '../shared/dates';
import { displayPhone } from './profile/phones';
import { ProfileHeader } from './profile/ProfileHeader';
import { SchoolRecord } from './profile/SchoolRecord';

type Editable = Exclude<ProfileField, 'photo'>;
const formFields: { name: Editable; label: string; type?: string; autoComplete?: string }[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'dateOfBirth', label: 'Date of birth', type: 'date', autoComplete: 'bday' },
];

const valuesOf = (me: MyProfile): Required<UpdateMyProfileForm> => ({
  firstName: me.firstName, lastName: me.lastName, phone: displayPhone(me.phone), dateOfBirth: me.dateOfBirth ?? '',
});

/** A date of birth is shown where the record has one or the person may give one. */
const shows = (me: MyProfile, field: Editable) => field !== 'dateOfBirth' || me.dateOfBirth !== null || me.editable.includes('dateOfBirth');

/**
 * Profile (spec 001 §2.16, every role): photo, names, phone, email, date of birth and the school's
 * logo from the person's real record. What is theirs is editable (UpdateMyProfile, ChangeMyPhoto:
 * events the audit log shows); what the school keeps is shown, with whom to ask.
 */
export function ProfilePage() {
  const [me, setMe] = useState<MyProfile | null>(null);
  const [values, setValues] = useState<Required<UpdateMyProfileForm>>({ firstName: '', lastName: '', phone: '', dateOfBirth: '' });
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const { refetch } = useGetIdentity();

  const load = useCallback(() => {
    apiFetch('/api/me')
      .then(({ json }) => {
        const profile = json as MyProfile;
        setMe(profile);
        setValues(valuesOf(profile));
      })
      .catch((failure: unknown) => setProblem(failure instanceof Error ? failure.message : 'Your profile could not be loaded.'));
  }, []);
  useEffect(load, [load]);

  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!me) return;
    setProblem(null);
    // Only what is theirs is sent; the school's facts are not the form's to change.
    const sent = Object.fromEntries(formFields.filter((f) => me.editable.includes(f.name)).map((f) => [f.name, values[f.name]]));
    const parsed = UpdateMyProfileInput.safeParse(sent);
    if (!parsed.success) return setErrors(fieldErrorsFrom(parsed.error.issues));
    setErrors([]);
    setBusy(true);
    try {
      const result = await sendCommand('UpdateMyProfile', parsed.data);
      // The top bar reads the names from the stored sign-in.
      if (parsed.data.firstName) localStorage.setItem('firstName', parsed.data.firstName);
      if (parsed.data.lastName) localStorage.setItem('lastName', parsed.data.lastName);
      await refetch();
      notify(result.appended === 0 ? profileMessages.unchanged : profileMessages.saved, { type: result.appended === 0 ? 'info' : 'success' });
      load();
    } catch (failure) {
      if (failure instanceof ApiError) setErrors(failure.fieldErrors);
      setProblem(failure instanceof Error ? failure.message : 'Your profile could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="Profile" />
      {problem && !me && <Alert severity="error" role="alert">{problem}</Alert>}
      {me && (
        <Stack spacing={2}>
          <ProfileHeader me={me} onChanged={load} />
          <Card component="form" noValidate onSubmit={(e) => void save(e)} aria-label="Your details">
            <CardContent>
              <Typography variant="h6" component="h2">
                Your details
              </Typography>
              {problem && <Alert severity="error" role="alert" sx={{ my: 1 }}>{problem}</Alert>}
              {formFields.filter((f) => shows(me, f.name)).map((f) => {
                const own = me.editable.includes(f.name);
                // What the school keeps reads as text with a lock, never as a field waiting to be typed in.
                const shown = !own && f.name === 'dateOfBirth' ? formatDate(values.dateOfBirth) : values[f.name];
                return (
                  <TextField
                    key={f.name}
                    fullWidth
                    margin="normal"
                    name={f.name}
                    label={f.label}
                    type={own ? f.type : 'text'}
                    autoComplete={own ? f.autoComplete : 'off'}
                    value={shown}
                    error={Boolean(errorOf(f.name))}
                    helperText={errorOf(f.name) ?? (own ? undefined : notYoursToChange(me.role, f.name))}
                    onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
                    slotProps={{
                      input: own ? undefined : { readOnly: true, endAdornment: <InputAdornment position="end"><LockIcon fontSize="small" titleAccess="Kept by your school" /></InputAdornment> },
                      inputLabel: f.type === 'date' ? { shrink: true } : undefined,
                    }}
                  />
                );
              })}
              <TextField
                fullWidth
                margin="normal"
                name="email"
                label="Email"
                value={me.email ?? ''}
                slotProps={{ input: { readOnly: true, endAdornment: <InputAdornment position="end"><LockIcon fontSize="small" titleAccess="Not changed here" /></InputAdornment> } }}
                helperText={me.role === 'STUDENT' ? 'Kept by your school.' : 'Your sign-in email; it cannot be changed here.'}
              />
              <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 2 }}>
                Save
              </Button>
            </CardContent>
          </Card>
          <SchoolRecord me={me} />
        </Stack>
      )}
    </Box>
  );
}
