import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useDataProvider, useRefresh } from 'react-admin';
import {
  EnrolStudentInput,
  ZIMBABWE,
  fieldErrorsFrom,
  studentMessages as m,
  type EnrolStudentForm,
} from '@chikoro/contracts';
import type { ChikoroDataProvider } from '../api/dataProvider';
import { PlaceFields } from '../schools/PlaceFields';
import { ErrorList } from '../shared/ErrorList';
import { decisionError } from '../shared/decisionError';
import { usePlaceForm } from '../shared/usePlaceForm';
import { useClassChoices } from './useSchoolChoices';

type Values = Required<EnrolStudentForm>;
const empty = (): Values => ({
  firstName: '',
  lastName: '',
  dob: '',
  gender: '',
  parentPhone: '',
  parentEmail: '',
  email: '',
  homeAddress: '',
  country: ZIMBABWE,
  city: '',
  province: '',
  district: '',
  classId: '',
});
const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/**
 * Spec 001 §2.5 'Add individually': the add form's fields and the class (its level follows).
 * Checked with the server's schema before sending; the answer names the registration number.
 */
export function EnrolStudentDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const form = usePlaceForm<Values>(empty);
  const { values, errors, errorOf, change } = form;
  const { classes, label } = useClassChoices();
  const dataProvider = useDataProvider<ChikoroDataProvider>();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [enrolled, setEnrolled] = useState<{ name: string; registrationNumber: string } | null>(
    null,
  );

  const close = () => {
    if (busy) return;
    form.reset(empty());
    setFailure(null);
    setEnrolled(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = EnrolStudentInput.safeParse(values);
    if (!parsed.success) return form.setErrors(fieldErrorsFrom(parsed.error.issues));
    setBusy(true);
    try {
      const answer = await dataProvider.command('EnrolStudent', values);
      setEnrolled({
        name: `${parsed.data.firstName} ${parsed.data.lastName}`,
        registrationNumber: answer.registrationNumber,
      });
      form.reset(empty());
      refresh();
    } catch (refusal) {
      const fieldErrors =
        (refusal as { body?: { fieldErrors?: { field: string; message: string }[] } }).body
          ?.fieldErrors ?? [];
      form.setErrors(fieldErrors);
      setFailure(fieldErrors.length ? null : decisionError(refusal, m.addFailed));
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof Values, text: string, extra: object = {}) => (
    <TextField
      name={name}
      id={`student-${name}`}
      label={text}
      value={values[name]}
      fullWidth
      size="small"
      error={Boolean(errorOf(name))}
      helperText={errorOf(name)}
      onChange={(e) => change(name, e.target.value)}
      {...extra}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="enrol-student-title"
    >
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <DialogTitle id="enrol-student-title">Add a student</DialogTitle>
        <DialogContent
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            pt: '8px !important',
          }}
        >
          {enrolled && (
            <Alert severity="success" sx={{ gridColumn: '1 / -1' }} data-testid="enrolled">
              {m.added}: {enrolled.name}, registration number{' '}
              <strong>{enrolled.registrationNumber}</strong>
            </Alert>
          )}
          {field('firstName', 'First name', { required: true, autoFocus: true })}
          {field('lastName', 'Last name', { required: true })}
          {field('dob', 'Date of birth', {
            type: 'date',
            required: true,
            slotProps: { inputLabel: { shrink: true } },
          })}
          {field('gender', 'Gender', {
            select: true,
            required: true,
            slotProps: nativeSelect,
            children: [
              <option key="" value="">
                Select
              </option>,
              <option key="female" value="female">
                Female
              </option>,
              <option key="male" value="male">
                Male
              </option>,
            ],
          })}
          {field('classId', 'Class', {
            select: true,
            required: true,
            slotProps: nativeSelect,
            sx: { gridColumn: '1 / -1' },
            children: [
              <option key="" value="">
                {classes.length
                  ? 'Select a class'
                  : 'No classes yet: create one in Class Management'}
              </option>,
              ...classes.map((c) => (
                <option key={c.id} value={c.id}>
                  {label(c)}
                </option>
              )),
            ],
          })}
          {field('parentPhone', "Parent's phone", { placeholder: '263771234567', type: 'tel' })}
          {field('parentEmail', "Parent's email", { type: 'email' })}
          {field('email', "Student's email", { type: 'email' })}
          {field('homeAddress', 'Home address')}
          {field('city', 'City/town')}
          <PlaceFields
            place={values}
            messages={form.placeMessages}
            errors={{ province: errorOf('province'), district: errorOf('district') }}
            onChange={form.onPlaceChange}
            idPrefix="student"
            requireAll={false}
          />
          {busy && (
            <Alert severity="info" sx={{ gridColumn: '1 / -1' }}>
              {m.adding}
            </Alert>
          )}
          {failure && (
            <Alert severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
              {failure}
            </Alert>
          )}
          <ErrorList errors={errors} testId="student-errors" sx={{ gridColumn: '1 / -1' }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            Close
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Add student
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
