import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, Button, Container, Link, Paper, TextField, Typography } from '@mui/material';
import {
  SchoolEnrolmentDetails,
  fieldErrorsFrom,
  ownershipTypes,
  paymentMethods,
} from '@chikoro/contracts';
import { ApiError } from '../api/httpClient';
import { ErrorList } from '../shared/ErrorList';
import { usePlaceForm } from '../shared/usePlaceForm';
import {
  emptyEnrolment,
  enrolmentSections,
  ownershipLabels,
  type EnrolmentValues,
  type FieldSpec,
} from './enrolmentFields';
import { prefilledEnrolment } from './enrolmentPrefill';
import { EnrolmentPreview } from './EnrolmentPreview';
import { PlaceFields } from './PlaceFields';
import { ResultDialog, SubmittingDialog, type SubmissionResult } from './SubmissionDialogs';
import { submissionMessages, submitEnrolment } from './submitEnrolment';
import { UploadInput } from './UploadInput';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;
const inputTypes = {
  text: 'text',
  email: 'email',
  tel: 'tel',
  count: 'number',
  note: 'text',
} as const;

/** Spec 000 §2 and §4: edit, preview, submit; the checks are the server's own zod schema. */
export function EnrolmentForm() {
  const [searchParams] = useSearchParams();
  // A link (the school search's Enroll Now, an invitation to enrol) may fill fields in: read once.
  const [prefill] = useState(() => prefilledEnrolment(searchParams));
  const { values, errors, setErrors, errorOf, change, placeMessages, onPlaceChange, reset } =
    usePlaceForm<EnrolmentValues>(prefill.values, prefill.placeMessages);
  const [logo, setLogo] = useState<File | null>(null);
  const [receipt, setReceipt] = useState<File | null>(null);
  const [details, setDetails] = useState<SchoolEnrolmentDetails | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<SubmissionResult | null>(null);
  const [uploadsKey, setUploadsKey] = useState(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = SchoolEnrolmentDetails.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues));
      return;
    }
    setErrors([]);
    setDetails(parsed.data);
    window.scrollTo({ top: 0 });
  };

  const complete = async () => {
    if (!details) return;
    setSubmitting(true);
    try {
      await submitEnrolment(details, { logo, receipt });
      reset(emptyEnrolment());
      setLogo(null);
      setReceipt(null);
      setDetails(null);
      setUploadsKey((key) => key + 1);
      setResult({ ok: true, messages: [] });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) setErrors(error.fieldErrors);
      setResult({ ok: false, messages: submissionMessages(error) });
    } finally {
      setSubmitting(false);
    }
  };

  const renderField = (field: FieldSpec) => {
    switch (field.kind) {
      case 'place':
        return field.name === 'country' ? (
          <PlaceFields
            key="place"
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
        ) : null;
      case 'ownership':
      case 'payment': {
        const options = field.kind === 'ownership' ? ownershipTypes : paymentMethods;
        return (
          <TextField
            key={field.name}
            select
            fullWidth
            name={field.name}
            id={`enrolment-${field.name}`}
            label={field.label}
            required={field.required}
            value={values[field.name]}
            error={Boolean(errorOf(field.name))}
            helperText={errorOf(field.name)}
            onChange={(event) => change(field.name, event.target.value)}
            slotProps={nativeSelect}
          >
            <option value="">
              {field.kind === 'ownership' ? 'Select the ownership' : 'Not paid yet'}
            </option>
            {options.map((option) => (
              <option key={option} value={option}>
                {field.kind === 'ownership' ? ownershipLabels[option] : option}
              </option>
            ))}
          </TextField>
        );
      }
      default:
        return (
          <TextField
            key={field.name}
            fullWidth
            name={field.name}
            id={`enrolment-${field.name}`}
            label={field.label}
            type={inputTypes[field.kind]}
            required={field.required}
            multiline={field.kind === 'note'}
            minRows={field.kind === 'note' ? 3 : undefined}
            value={values[field.name]}
            error={Boolean(errorOf(field.name))}
            helperText={errorOf(field.name) ?? field.hint}
            onChange={(event) => change(field.name, event.target.value)}
            slotProps={field.kind === 'count' ? { htmlInput: { min: 0, step: 1 } } : undefined}
            sx={field.kind === 'note' ? { gridColumn: '1 / -1' } : undefined}
          />
        );
    }
  };

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        School enrolment
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Fill in the form to register a school
      </Typography>

      {details ? (
        <EnrolmentPreview
          details={details}
          uploads={{ logo, receipt }}
          onEdit={() => setDetails(null)}
          onComplete={() => void complete()}
        />
      ) : (
        <Paper
          component="form"
          variant="outlined"
          noValidate
          onSubmit={submit}
          sx={{ p: { xs: 2, md: 3 } }}
          aria-label="School enrolment"
        >
          {enrolmentSections.map((section) => (
            <Box key={section.title} component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
              <Typography component="legend" variant="h6" sx={{ mb: 2 }}>
                {section.title}
              </Typography>
              <Box
                sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}
              >
                {section.fields.map(renderField)}
              </Box>
            </Box>
          ))}
          <Box
            key={uploadsKey}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              gap: 2,
              mb: 3,
            }}
          >
            <UploadInput
              name="logo"
              label="School logo"
              hint="jpg, jpeg, png, svg or pdf; 5MB or less"
              file={logo}
              onChange={setLogo}
            />
            <UploadInput
              name="receipt"
              label="Payment receipt (only if the school has paid)"
              hint="jpg, jpeg, png or pdf; 5MB or less"
              file={receipt}
              onChange={setReceipt}
            />
          </Box>
          <ErrorList errors={errors} testId="enrolment-errors" sx={{ mb: 2 }} />
          <Button type="submit" variant="contained" size="large">
            Submit
          </Button>
        </Paper>
      )}

      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        By enrolling you accept our{' '}
        <Link href="/terms" target="_blank" rel="noopener">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link href="/privacy" target="_blank" rel="noopener">
          Privacy Policy
        </Link>
        .
      </Typography>

      <SubmittingDialog open={submitting} />
      <ResultDialog result={result} onClose={() => setResult(null)} />
    </Container>
  );
}
