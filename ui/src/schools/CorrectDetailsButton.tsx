import { useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { Form, useInput, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import {
  correctionMessages,
  ownershipTypes,
  paymentMethods,
  type EnrolmentRequest,
  type FieldError,
} from '@chikoro/contracts';
import { formErrors } from '../api/commands';
import { formInDialog, useCanSend } from '../shared/CommandDialog';
import { stopPropagation } from './ApproveButton';
import { changedValues, correctionErrors, valuesOf } from './correction';
import { decisionError, errorStatus } from '../shared/decisionError';
import {
  enrolmentSections,
  ownershipLabels,
  type EnrolmentField,
  type EnrolmentValues,
  type FieldSpec,
} from './enrolmentFields';
import { PlaceFields } from './PlaceFields';
import { changePlace, type PlaceField, type PlaceMessages } from './placeChange';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;
const inputTypes = {
  text: 'text',
  email: 'email',
  tel: 'tel',
  count: 'number',
  note: 'text',
} as const;
/** The form holds text as typed: an emptied field stays '' (react-admin would make it null). */
const asTyped = (value: string) => value;
const withoutPrefix = (field: string) => field.replace(/^changes\./, '');

/**
 * The form holds every detail, the command only the changed ones: each change is checked by
 * CorrectSchoolDetailsInput (the server's schema) and the corrected place by the place rule.
 */
function correctionResolver(record: EnrolmentRequest): Resolver<FieldValues> {
  return (values) => {
    const found = correctionErrors(
      record.id,
      values as EnrolmentValues,
      changedValues(record, values as EnrolmentValues),
    );
    if (found.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        found.map((e) => [e.field, { type: 'validation', message: e.message }]),
      ),
    };
  };
}

function DetailInput({ field }: { field: FieldSpec }) {
  const { field: input, fieldState } = useInput({ source: field.name, parse: asTyped });
  const error = fieldState.error?.message;
  const common = {
    ...input,
    fullWidth: true,
    label: field.label,
    required: field.required,
    error: Boolean(error),
    helperText: error,
  };
  if (field.kind === 'ownership' || field.kind === 'payment') {
    const options = field.kind === 'ownership' ? ownershipTypes : paymentMethods;
    return (
      <TextField {...common} select slotProps={nativeSelect}>
        <option value="">
          {field.kind === 'ownership' ? 'Select the ownership' : 'Not paid yet'}
        </option>
        {options.map((o) => (
          <option key={o} value={o}>
            {field.kind === 'ownership' ? ownershipLabels[o] : o}
          </option>
        ))}
      </TextField>
    );
  }
  const kind = field.kind as keyof typeof inputTypes;
  return (
    <TextField
      {...common}
      type={inputTypes[kind]}
      multiline={kind === 'note'}
      minRows={kind === 'note' ? 2 : undefined}
      sx={kind === 'note' ? { gridColumn: '1 / -1' } : undefined}
    />
  );
}

/** Country, province and district, with the place rules applied as they change. */
function PlaceInputs() {
  const country = useInput({ source: 'country', parse: asTyped });
  const province = useInput({ source: 'province', parse: asTyped });
  const district = useInput({ source: 'district', parse: asTyped });
  const inputs = { country, province, district };
  const [messages, setMessages] = useState<PlaceMessages>({});
  const place = {
    country: country.field.value ?? '',
    province: province.field.value ?? '',
    district: district.field.value ?? '',
  };
  const onChange = (field: PlaceField, value: string) => {
    const next = changePlace(place, field, value);
    for (const name of ['country', 'province', 'district'] as const)
      if (next.place[name] !== place[name]) inputs[name].field.onChange(next.place[name]);
    setMessages(next.messages);
  };
  const errors = {
    country: country.fieldState.error?.message,
    province: province.fieldState.error?.message,
    district: district.fieldState.error?.message,
  };
  return <PlaceFields place={place} messages={messages} errors={errors} onChange={onChange} />;
}

/**
 * Edit a pending request (CorrectSchoolDetails): the enrolment form's fields, prefilled; only the
 * changed fields are sent, through the dataProvider. The history keeps before and after.
 */
export function CorrectDetailsButton() {
  const record = useRecordContext<EnrolmentRequest>();
  const allowed = useCanSend('CorrectSchoolDetails');
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (!record || record.status !== 'PENDING' || !allowed) return null;

  const start = () => {
    setProblem(null);
    setOpen(true);
  };
  const close = () => !isPending && setOpen(false);

  const save = async (values: FieldValues) => {
    setProblem(null);
    const changes = changedValues(record, values as EnrolmentValues);
    if (Object.keys(changes).length === 0) return setProblem(correctionMessages.noChanges);
    try {
      const meta = { command: 'CorrectSchoolDetails' };
      await update(
        'school-enrolment-requests',
        { id: record.id, data: { changes }, previousData: record, meta },
        { returnPromise: true },
      );
      notify(`${changes.name ?? record.name} is corrected`, { type: 'success' });
      setOpen(false);
      refresh();
    } catch (failure) {
      setProblem(decisionError(failure, 'Error correcting the request. Please try again.'));
      if (errorStatus(failure) === 409) refresh();
      const fieldErrors =
        (failure as { body?: { fieldErrors?: FieldError[] } }).body?.fieldErrors ?? [];
      return formErrors(fieldErrors.map((e) => ({ ...e, field: withoutPrefix(e.field) })));
    }
  };

  const input = (field: FieldSpec) => {
    if (field.kind !== 'place') return <DetailInput key={field.name} field={field} />;
    return field.name === 'country' ? <PlaceInputs key="place" /> : null;
  };

  return (
    <span onClick={stopPropagation}>
      <Button size="small" startIcon={<EditIcon fontSize="small" />} onClick={start}>
        Edit
      </Button>
      <Dialog
        open={open}
        onClose={close}
        fullWidth
        maxWidth="md"
        aria-labelledby={`correct-${record.id}`}
        slotProps={{ paper: { sx: formInDialog } }}
      >
        {/* A new form each time the dialog opens, holding the request's details as they are now. */}
        <Form
          key={open ? 'open' : 'closed'}
          record={valuesOf(record) as Partial<Record<EnrolmentField, string>>}
          resolver={correctionResolver(record)}
          onSubmit={save}
          disableInvalidFormNotification
          noValidate
        >
          <DialogTitle id={`correct-${record.id}`}>Correct {record.name}</DialogTitle>
          <DialogContent dividers>
            <DialogContentText sx={{ mb: 2 }}>
              Change what the school got wrong. Only the fields you change are saved; the
              request&apos;s history keeps each value before and after.
            </DialogContentText>
            {problem && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {problem}
              </Alert>
            )}
            {enrolmentSections.map((section) => (
              <Box key={section.title} component="section" sx={{ mb: 2 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                  {section.title}
                </Typography>
                <Box
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                    gap: 2,
                  }}
                >
                  {section.fields.map(input)}
                </Box>
              </Box>
            ))}
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={isPending}>
              Save corrections
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </span>
  );
}
