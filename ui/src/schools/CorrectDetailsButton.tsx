import { useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField, Typography } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { correctionMessages, ownershipTypes, paymentMethods, type EnrolmentRequest, type FieldError } from '@chikoro/contracts';
import { useCanSend } from '../shared/CommandDialog';
import { stopPropagation } from './ApproveButton';
import { changedValues, correctionErrors, valuesOf } from './correction';
import { decisionError, errorStatus } from './decisionError';
import { enrolmentSections, ownershipLabels, type EnrolmentField, type EnrolmentValues, type FieldSpec } from './enrolmentFields';
import { PlaceFields } from './PlaceFields';
import { changePlace, type PlaceField, type PlaceMessages } from './placeChange';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;
const inputTypes = { text: 'text', email: 'email', tel: 'tel', count: 'number', note: 'text' } as const;

/**
 * Edit a pending request (CorrectSchoolDetails): the enrolment form's fields, prefilled; only the
 * changed fields are sent, checked by the same rules first. The history keeps before and after.
 */
export function CorrectDetailsButton() {
  const record = useRecordContext<EnrolmentRequest>();
  const allowed = useCanSend('CorrectSchoolDetails');
  const [update] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<EnrolmentValues | null>(null);
  const [placeMessages, setPlaceMessages] = useState<PlaceMessages>({});
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!record || record.status !== 'PENDING' || !allowed) return null;
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;

  const start = () => {
    setValues(valuesOf(record));
    setErrors([]);
    setPlaceMessages({});
    setProblem(null);
    setOpen(true);
  };
  const close = () => !busy && setOpen(false);
  const change = (field: EnrolmentField, value: string) => {
    setValues((v) => (v ? { ...v, [field]: value } : v));
    setErrors((current) => current.filter((e) => e.field !== field));
  };
  const onPlaceChange = (field: PlaceField, value: string) => {
    if (!values) return;
    const { place, messages } = changePlace({ country: values.country, province: values.province, district: values.district }, field, value);
    setValues({ ...values, ...place });
    setPlaceMessages(messages);
    setErrors((current) => current.filter((e) => e.field !== field));
  };

  const save = async () => {
    if (!values) return;
    setProblem(null);
    const changes = changedValues(record, values);
    if (Object.keys(changes).length === 0) return setProblem(correctionMessages.noChanges);
    const found = correctionErrors(record.id, values, changes);
    if (found.length > 0) return setErrors(found);
    setBusy(true);
    try {
      const meta = { command: 'CorrectSchoolDetails' };
      await update('school-enrolment-requests', { id: record.id, data: { changes }, previousData: record, meta }, { returnPromise: true });
      notify(`${changes.name ?? record.name} is corrected`, { type: 'success' });
      setOpen(false);
      refresh();
    } catch (failure) {
      const fieldErrors = (failure as { body?: { fieldErrors?: FieldError[] } }).body?.fieldErrors ?? [];
      setErrors(fieldErrors.map((e) => ({ ...e, field: e.field.replace(/^changes\./, '') })));
      setProblem(decisionError(failure, 'Error correcting the request. Please try again.'));
      if (errorStatus(failure) === 409) refresh();
    } finally {
      setBusy(false);
    }
  };

  const input = (field: FieldSpec) => {
    if (!values) return null;
    if (field.kind === 'place') {
      if (field.name !== 'country') return null;
      return (
        <PlaceFields
          key="place"
          place={{ country: values.country, province: values.province, district: values.district }}
          messages={placeMessages}
          errors={{ country: errorOf('country'), province: errorOf('province'), district: errorOf('district') }}
          onChange={onPlaceChange}
        />
      );
    }
    if (field.kind === 'ownership' || field.kind === 'payment') {
      const options = field.kind === 'ownership' ? ownershipTypes : paymentMethods;
      return (
        <TextField key={field.name} select fullWidth name={field.name} label={field.label} required={field.required} value={values[field.name]} error={Boolean(errorOf(field.name))} helperText={errorOf(field.name)} onChange={(e) => change(field.name, e.target.value)} slotProps={nativeSelect}>
          <option value="">{field.kind === 'ownership' ? 'Select the ownership' : 'Not paid yet'}</option>
          {options.map((o) => (
            <option key={o} value={o}>{field.kind === 'ownership' ? ownershipLabels[o] : o}</option>
          ))}
        </TextField>
      );
    }
    return (
      <TextField
        key={field.name}
        fullWidth
        name={field.name}
        label={field.label}
        type={inputTypes[field.kind]}
        required={field.required}
        multiline={field.kind === 'note'}
        minRows={field.kind === 'note' ? 2 : undefined}
        value={values[field.name]}
        error={Boolean(errorOf(field.name))}
        helperText={errorOf(field.name)}
        onChange={(e) => change(field.name, e.target.value)}
        sx={field.kind === 'note' ? { gridColumn: '1 / -1' } : undefined}
      />
    );
  };

  return (
    <span onClick={stopPropagation}>
      <Button size="small" startIcon={<EditIcon fontSize="small" />} onClick={start}>
        Edit
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby={`correct-${record.id}`}>
        <DialogTitle id={`correct-${record.id}`}>Correct {record.name}</DialogTitle>
        <DialogContent dividers>
          <DialogContentText sx={{ mb: 2 }}>
            Change what the school got wrong. Only the fields you change are saved; the request&apos;s history keeps each value before and after.
          </DialogContentText>
          {problem && <Alert severity="error" role="alert" sx={{ mb: 2 }}>{problem}</Alert>}
          {enrolmentSections.map((section) => (
            <Box key={section.title} component="section" sx={{ mb: 2 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>{section.title}</Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>{section.fields.map(input)}</Box>
            </Box>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>Cancel</Button>
          <Button variant="contained" onClick={() => void save()} disabled={busy}>Save corrections</Button>
        </DialogActions>
      </Dialog>
    </span>
  );
}
