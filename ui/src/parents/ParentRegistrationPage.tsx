import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Button, Container, Link, Paper, TextField, Typography } from '@mui/material';
import {
  RegisterParentInput,
  ZIMBABWE,
  fieldErrorsFrom,
  normalisePhone,
  parentRegistrationMessages as m,
} from '@chikoro/contracts';
import { ApiError } from '../api/httpClient';
import { PlaceFields } from '../schools/PlaceFields';
import type { PlaceField } from '../schools/placeChange';
import { ErrorList } from '../shared/ErrorList';
import { usePlaceForm } from '../shared/usePlaceForm';
import { newIdempotencyKey } from './registrationLink';
import {
  CreatingAccountDialog,
  RegistrationResultDialog,
  type RegistrationResult,
} from './RegistrationDialogs';
import { submitRegistration } from './submitRegistration';

export const REDIRECT_DELAY_MS = 4000;

type TextFieldName =
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'whatsappNumber'
  | 'email'
  | 'address'
  | 'password'
  | 'repeatPassword';
type Values = Record<TextFieldName | PlaceField, string>;

const fields: {
  name: TextFieldName;
  label: string;
  type?: string;
  required?: boolean;
  autoComplete?: string;
  wide?: boolean;
}[] = [
  { name: 'firstName', label: 'First name', required: true, autoComplete: 'given-name' },
  { name: 'middleName', label: 'Middle name', required: true, autoComplete: 'additional-name' },
  { name: 'lastName', label: 'Last name', required: true, autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'email' },
  { name: 'whatsappNumber', label: 'WhatsApp number (optional)', type: 'tel', autoComplete: 'tel' },
  { name: 'address', label: 'Address', required: true, autoComplete: 'street-address', wide: true },
];
const passwordFields: typeof fields = [
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    required: true,
    autoComplete: 'new-password',
  },
  {
    name: 'repeatPassword',
    label: 'Repeat password',
    type: 'password',
    required: true,
    autoComplete: 'new-password',
  },
];

const empty: Values = {
  firstName: '',
  middleName: '',
  lastName: '',
  whatsappNumber: '',
  email: '',
  address: '',
  password: '',
  repeatPassword: '',
  country: ZIMBABWE,
  province: '',
  district: '',
};

/** Spec 001 §2.14: a parent invited by the school completes their account; the phone comes from the link. */
export function ParentRegistrationPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const phone = (searchParams.get('phoneNumber') ?? '').trim();
  const inviteToken = searchParams.get('invite') ?? '';
  const {
    values,
    errors,
    setErrors,
    errorOf,
    change: changeValue,
    placeMessages,
    onPlaceChange,
  } = usePlaceForm<Values>(empty);
  const [creating, setCreating] = useState(false);
  const [result, setResult] = useState<RegistrationResult | null>(null);
  const [idempotencyKey] = useState(newIdempotencyKey);

  useEffect(() => {
    if (!result?.ok) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [result, navigate]);

  const change = (field: TextFieldName, value: string) =>
    changeValue(field, value, field.toLowerCase().includes('password'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = RegisterParentInput.safeParse({ ...values, phonenumber: phone, inviteToken });
    if (!parsed.success) {
      const found = fieldErrorsFrom(parsed.error.issues);
      setErrors(found);
      const notOnForm = found.filter((e) => e.field === 'inviteToken' || e.field === 'phonenumber');
      if (notOnForm.length > 0 && notOnForm.length === found.length)
        setResult({ ok: false, messages: notOnForm.map((e) => e.message) });
      return;
    }
    setErrors([]);
    setCreating(true);
    try {
      await submitRegistration(parsed.data, idempotencyKey);
      setResult({ ok: true });
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : [];
      setErrors(fieldErrors);
      const messages =
        fieldErrors.length > 0
          ? fieldErrors.map((e) => e.message)
          : error instanceof ApiError && error.status < 500
            ? [error.message]
            : [];
      setResult({ ok: false, messages });
    } finally {
      setCreating(false);
    }
  };

  const renderField = (f: (typeof fields)[number]) => (
    <TextField
      key={f.name}
      fullWidth
      name={f.name}
      id={`registration-${f.name}`}
      label={f.label}
      type={f.type ?? 'text'}
      required={f.required}
      autoComplete={f.autoComplete}
      value={values[f.name]}
      error={Boolean(errorOf(f.name))}
      helperText={errorOf(f.name)}
      onChange={(event) => change(f.name, event.target.value)}
      sx={f.wide ? { gridColumn: '1 / -1' } : undefined}
    />
  );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
        {m.welcome}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {m.intro}
      </Typography>
      <Paper
        component="form"
        variant="outlined"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label="Parent registration"
        sx={{ p: { xs: 2, md: 3 } }}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          <TextField
            fullWidth
            disabled
            name="phonenumber"
            id="registration-phonenumber"
            label="Phone number"
            value={`+${normalisePhone(phone)}`}
          />
          {fields.map(renderField)}
          <PlaceFields
            place={{
              country: values.country,
              province: values.province,
              district: values.district,
            }}
            messages={placeMessages}
            errors={{
              country: errorOf('country'),
              province: errorOf('province'),
              district: errorOf('district'),
            }}
            onChange={onPlaceChange}
          />
          {passwordFields.map(renderField)}
        </Box>
        <ErrorList errors={errors} testId="registration-errors" sx={{ mt: 3 }} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          By creating an account you accept our{' '}
          <Link href="/terms" target="_blank" rel="noopener">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link href="/privacy" target="_blank" rel="noopener">
            Privacy Policy
          </Link>
          .
        </Typography>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={creating || result?.ok === true}
          sx={{ mt: 2, width: { xs: '100%', sm: 'auto' } }}
        >
          Create my account
        </Button>
      </Paper>
      <CreatingAccountDialog open={creating} />
      <RegistrationResultDialog result={result} onClose={() => setResult(null)} />
    </Container>
  );
}
