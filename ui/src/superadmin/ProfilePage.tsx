import { useCallback, useEffect, useState } from 'react';
import LockIcon from '@mui/icons-material/LockOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Form, Title, useGetIdentity, useNotify } from 'react-admin';
import { useController, useFormState, type FieldValues } from 'react-hook-form';
import {
  notYoursToChange,
  profileMessages,
  type MyProfile,
  type ProfileField,
  type UpdateMyProfileForm,
} from '@chikoro/contracts';
import { apiFetch } from '../api/httpClient';
import { sendFormCommand } from '../api/formCommand';
import { commandResolver, submissionErrors } from '../shared/commandForm';
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
  firstName: me.firstName,
  lastName: me.lastName,
  phone: displayPhone(me.phone),
  dateOfBirth: me.dateOfBirth ?? '',
});

/** A date of birth is shown where the record has one or the person may give one. */
const shows = (me: MyProfile, field: Editable) =>
  field !== 'dateOfBirth' || me.dateOfBirth !== null || me.editable.includes('dateOfBirth');

/** One of the person's details: a field where it is theirs, else text with a lock and whom to ask. */
function DetailField({
  me,
  name,
  label,
  type,
  autoComplete,
}: { me: MyProfile } & (typeof formFields)[number]) {
  const { field, fieldState } = useController({ name });
  const own = me.editable.includes(name);
  const value = typeof field.value === 'string' ? field.value : '';
  // What the school keeps reads as text with a lock, never as a field waiting to be typed in.
  const shown = !own && name === 'dateOfBirth' ? formatDate(value) : value;
  return (
    <TextField
      fullWidth
      margin="normal"
      name={name}
      label={label}
      type={own ? type : 'text'}
      autoComplete={own ? autoComplete : 'off'}
      value={shown}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? (own ? undefined : notYoursToChange(me.role, name))}
      onChange={field.onChange}
      onBlur={field.onBlur}
      slotProps={{
        input: own
          ? undefined
          : {
              readOnly: true,
              endAdornment: (
                <InputAdornment position="end">
                  <LockIcon fontSize="small" titleAccess="Kept by your school" />
                </InputAdornment>
              ),
            },
        inputLabel: type === 'date' ? { shrink: true } : undefined,
      }}
    />
  );
}

function SaveProblem() {
  const { errors } = useFormState();
  const message = errors.root?.server?.message;
  return message ? (
    <Alert severity="error" role="alert" sx={{ my: 1 }}>
      {message}
    </Alert>
  ) : null;
}

function SaveButton() {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ mt: 2 }}>
      Save
    </Button>
  );
}

/**
 * Profile (spec 001 §2.16, every role): photo, names, phone, email, date of birth and the school's
 * logo from the person's real record. What is theirs is editable (UpdateMyProfile, ChangeMyPhoto:
 * events the audit log shows), a react-admin form over UpdateMyProfile's schema; what the school
 * keeps is shown, with whom to ask.
 */
export function ProfilePage() {
  const [me, setMe] = useState<MyProfile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const notify = useNotify();
  const { refetch } = useGetIdentity();

  const load = useCallback(() => {
    apiFetch('/api/me')
      .then(({ json }) => setMe(json as MyProfile))
      .catch((failure: unknown) =>
        setProblem(
          failure instanceof Error ? failure.message : 'Your profile could not be loaded.',
        ),
      );
  }, []);
  useEffect(load, [load]);

  // Only what is theirs is sent; the school's facts are not the form's to change.
  const theirs = (values: FieldValues) =>
    Object.fromEntries(
      formFields.filter((f) => me?.editable.includes(f.name)).map((f) => [f.name, values[f.name]]),
    );
  const save = async (sent: FieldValues) => {
    try {
      const result = await sendFormCommand('UpdateMyProfile', sent);
      // The top bar reads the names from the stored sign-in.
      if (typeof sent.firstName === 'string' && sent.firstName)
        localStorage.setItem('firstName', sent.firstName);
      if (typeof sent.lastName === 'string' && sent.lastName)
        localStorage.setItem('lastName', sent.lastName);
      await refetch();
      notify(result.appended === 0 ? profileMessages.unchanged : profileMessages.saved, {
        type: result.appended === 0 ? 'info' : 'success',
      });
      load();
      return undefined;
    } catch (failure) {
      return {
        ...submissionErrors(failure),
        root: {
          server: failure instanceof Error ? failure.message : 'Your profile could not be saved.',
        },
      };
    }
  };

  return (
    <Box sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="Profile" />
      {problem && !me && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      {me && (
        <Stack spacing={2}>
          <ProfileHeader me={me} onChanged={load} />
          <Card aria-label="Your details" role="form">
            <Form
              record={valuesOf(me)}
              resolver={commandResolver('UpdateMyProfile', { toInput: theirs })}
              onSubmit={save}
              disableInvalidFormNotification
              noValidate
            >
              <CardContent>
                <Typography variant="h6" component="h2">
                  Your details
                </Typography>
                <SaveProblem />
                {formFields
                  .filter((f) => shows(me, f.name))
                  .map((f) => (
                    <DetailField key={f.name} me={me} {...f} />
                  ))}
                <TextField
                  fullWidth
                  margin="normal"
                  name="email"
                  label="Email"
                  value={me.email ?? ''}
                  slotProps={{
                    input: {
                      readOnly: true,
                      endAdornment: (
                        <InputAdornment position="end">
                          <LockIcon fontSize="small" titleAccess="Not changed here" />
                        </InputAdornment>
                      ),
                    },
                  }}
                  helperText={
                    me.role === 'STUDENT'
                      ? 'Kept by your school.'
                      : 'Your sign-in email; it cannot be changed here.'
                  }
                />
                <SaveButton />
              </CardContent>
            </Form>
          </Card>
          <SchoolRecord me={me} />
        </Stack>
      )}
    </Box>
  );
}
