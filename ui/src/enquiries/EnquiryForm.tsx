import { useState, type FormEvent } from 'react';
import { Box, Button, Link, TextField, Typography } from '@mui/material';
import { ENQUIRY_HONEYPOT } from '@chikoro/contracts';
import { ApiError } from '../api/httpClient';
import { PlaceFields } from '../schools/PlaceFields';
import { ErrorList } from '../shared/ErrorList';
import { usePlaceForm } from '../shared/usePlaceForm';
import { EnquiryResultDialog, SavingOverlay, type EnquiryResult } from './EnquiryDialogs';
import {
  emptyEnquiry,
  enquirySections,
  type EnquiryField,
  type EnquiryFieldSpec,
  type EnquiryValues,
} from './enquiryFields';
import { checkEnquiry, enquiryFailureMessages, submitEnquiry } from './submitEnquiry';

const inputTypes = { text: 'text', email: 'email', tel: 'tel', count: 'number' } as const;
const autoComplete: Partial<Record<EnquiryField, string>> = {
  name: 'organization',
  address: 'street-address',
  town: 'address-level2',
};

/** The enquiry form (spec 000 §2, §5): checked with the server's schema, then saved through RaiseEnquiry. */
export function EnquiryForm() {
  const { values, errors, setErrors, errorOf, change, placeMessages, onPlaceChange, reset } =
    usePlaceForm<EnquiryValues>(emptyEnquiry);
  const [honeypot, setHoneypot] = useState('');
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<EnquiryResult | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkEnquiry(values);
    if (!checked.details) {
      setErrors(checked.errors);
      return;
    }
    setErrors([]);
    setSaving(true);
    try {
      await submitEnquiry(checked.details, honeypot);
      reset(emptyEnquiry());
      setResult({ ok: true, messages: [] });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) setErrors(error.fieldErrors);
      setResult({ ok: false, messages: enquiryFailureMessages(error) });
    } finally {
      setSaving(false);
    }
  };

  const renderField = (field: EnquiryFieldSpec) => {
    if (field.kind === 'place') {
      return field.name === 'country' ? (
        <PlaceFields
          key="place"
          idPrefix="enquiry"
          requireAll={false}
          place={{ country: values.country, province: values.province, district: values.district }}
          messages={placeMessages}
          errors={{
            country: errorOf('country'),
            province: errorOf('province'),
            district: errorOf('district'),
          }}
          onChange={onPlaceChange}
        />
      ) : null;
    }
    return (
      <TextField
        key={field.name}
        fullWidth
        name={field.name}
        id={`enquiry-${field.name}`}
        label={field.label}
        type={inputTypes[field.kind]}
        required={field.required}
        autoComplete={autoComplete[field.name]}
        value={values[field.name]}
        error={Boolean(errorOf(field.name))}
        helperText={errorOf(field.name)}
        onChange={(event) => change(field.name, event.target.value)}
        slotProps={
          field.kind === 'count'
            ? { htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }
            : undefined
        }
        sx={field.wide ? { gridColumn: '1 / -1' } : undefined}
      />
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="School enquiry"
      data-testid="enquiry-form"
      sx={{ position: 'relative' }}
    >
      {enquirySections.map((section) => (
        <Box key={section.title} component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
          <Typography component="legend" variant="h6" sx={{ mb: 2 }}>
            {section.title}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
            {section.fields.map(renderField)}
          </Box>
        </Box>
      ))}

      {/* People never see this field; bots fill it, and their enquiry goes nowhere. */}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          left: '-10000px',
          top: 'auto',
          width: '1px',
          height: '1px',
          overflow: 'hidden',
        }}
      >
        <label htmlFor="enquiry-website">Leave this field empty</label>
        <input
          id="enquiry-website"
          name={ENQUIRY_HONEYPOT}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </Box>

      <ErrorList errors={errors} testId="enquiry-errors" sx={{ mb: 2 }} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button type="submit" variant="contained" size="large" disabled={saving}>
          Submit enquiry
        </Button>
        <Typography variant="body2" color="text.secondary">
          We use these details only to answer the enquiry; see our{' '}
          <Link href="/privacy" target="_blank" rel="noopener">
            Privacy Policy
          </Link>
          .
        </Typography>
      </Box>

      <SavingOverlay open={saving} />
      <EnquiryResultDialog result={result} onClose={() => setResult(null)} />
    </Box>
  );
}
