import { useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  type TextFieldProps,
} from '@mui/material';
import { Form, useNotify, useRefresh } from 'react-admin';
import { useController, useFormState, useWatch, type FieldValues } from 'react-hook-form';
import type { CommandAnswer, CommandInput } from '@chikoro/contracts';
import { sendFormCommand, type JsonCommandName } from '../api/formCommand';
import { commandResolver, type Refine } from './commandForm';
import { decisionError, errorStatus } from './decisionError';

/** A notification of another kind than success (e.g. 'This assignment already exists'). */
export interface Notice {
  message: string;
  type: 'info' | 'warning';
}

interface Props<K extends JsonCommandName> {
  command: K;
  open: boolean;
  onClose(): void;
  titleId: string;
  title: ReactNode;
  /** The form's fields and their first values, each time the dialog opens. */
  initialValues: Partial<Record<keyof CommandInput<K>, unknown>>;
  /** Fields of the form that are not the command's, with their first values: `toInput` makes them its input (a currency and a typed amount into money). */
  formValues?: FieldValues;
  /** Whether Submit may be pressed yet (e.g. once a level is chosen). */
  ready?(values: FieldValues): boolean;
  /** The notification once the server took the command (a success, or the kind given). */
  done?(answer: CommandAnswer<K>, sent: FieldValues): string | Notice;
  /** What follows once the server took the command, instead of closing: the screen takes it from there. */
  onSent?(answer: CommandAnswer<K>, sent: FieldValues): void;
  /** Once the server took the command the dialog stays open with a new form of these values (the next one to send). */
  again?(sent: FieldValues): FieldValues;
  /** The label of the button that leaves the dialog. */
  cancelLabel?: string;
  /** Buttons before it (e.g. Cancel exam). */
  actions?: ReactNode;
  /** Whether there is nothing to send: Submit then closes the dialog without sending. */
  unchanged?(values: FieldValues): boolean;
  /** No Submit: the record can only be read (e.g. a cancelled exam). */
  readOnly?: boolean;
  /** A check beside the command's schema, by field (e.g. a mark within this exam's total). */
  refine?: Refine;
  submitLabel?: string;
  /** The dialog's sentence for anything but the server's refusal (or a refusal without words). */
  failure: string;
  /** The form's values as the command takes them (a blank optional choice left out), before validation. */
  toInput?(values: FieldValues): FieldValues;
  maxWidth?: 'xs' | 'sm';
  children: ReactNode;
}

/**
 * One dialog for a command's form: a react-admin Form validated with the command map's schema
 * (the server's), the first message in the dialog's alert and its field marked, then the command
 * through the typed client. A refusal (4xx) shows the server's words, anything else `failure`.
 */
export function CommandFormDialog<K extends JsonCommandName>(props: Props<K>) {
  const {
    command,
    open,
    onClose,
    titleId,
    title,
    initialValues,
    formValues,
    ready,
    done,
    onSent,
    again,
    cancelLabel = 'Cancel',
    actions,
    unchanged,
    readOnly = false,
    refine,
    failure,
    toInput,
    submitLabel = 'Submit',
    maxWidth = 'xs',
    children,
  } = props;
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [next, setNext] = useState<{ round: number; values: FieldValues } | null>(null);

  const close = () => {
    if (busy) return;
    setRefusal(null);
    setNext(null);
    onClose();
  };
  const submit = async (values: FieldValues) => {
    setRefusal(null);
    setBusy(true);
    try {
      // Validated by the resolver, then parsed again by sendFormCommand: only what the command takes is sent.
      const answer = await sendFormCommand(command, values);
      const notice = done?.(answer, values);
      if (typeof notice === 'string') notify(notice, { type: 'success' });
      else if (notice) notify(notice.message, { type: notice.type });
      setBusy(false);
      if (again) setNext((n) => ({ round: (n?.round ?? 0) + 1, values: again(values) }));
      else if (onSent) onSent(answer, values);
      else onClose();
      refresh();
    } catch (error) {
      setBusy(false);
      const status = errorStatus(error);
      setRefusal(status && status >= 400 && status < 500 ? decisionError(error, failure) : failure);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      {/* A new form each time the dialog opens: nothing typed before is left in it. */}
      <Form
        key={open ? `open-${next?.round ?? 0}` : 'closed'}
        record={next?.values ?? { ...initialValues, ...formValues }}
        resolver={commandResolver(command, { toInput, refine })}
        onSubmit={submit}
        disableInvalidFormNotification
        noValidate
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {children}
            <FormAlert refusal={refusal} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          {actions}
          <Button onClick={close} disabled={busy}>
            {cancelLabel}
          </Button>
          {!readOnly && (
            <SubmitButton
              busy={busy}
              ready={ready}
              label={submitLabel}
              unchanged={unchanged}
              onUnchanged={close}
            />
          )}
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** The first of the form's messages, in the order the fields come, else the server's refusal. */
function FormAlert({ refusal }: { refusal: string | null }) {
  const { errors } = useFormState();
  const first = Object.values(errors).find((e) => typeof e?.message === 'string')?.message as
    string | undefined;
  const message = first ?? refusal;
  return message ? (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  ) : null;
}

function SubmitButton({
  busy,
  ready,
  label,
  unchanged,
  onUnchanged,
}: {
  busy: boolean;
  ready?(values: FieldValues): boolean;
  label: string;
  unchanged?(values: FieldValues): boolean;
  onUnchanged(): void;
}) {
  const values = useWatch();
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={busy || (ready ? !ready(values) : false)}
      onClick={(event) => {
        if (!unchanged?.(values)) return;
        event.preventDefault();
        onUnchanged();
      }}
    >
      {busy ? 'Please wait...' : label}
    </Button>
  );
}

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** A text field of a command form (its error shown in the dialog's alert, the field marked). */
export function CommandTextField({
  name,
  ...props
}: { name: string } & Omit<TextFieldProps, 'name' | 'value' | 'onChange'>) {
  const { field, fieldState } = useController({ name });
  return (
    <TextField
      {...props}
      name={name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      fullWidth
    />
  );
}

/** A native select of a command form: its first option the empty choice, when it has one. */
export function CommandSelect({
  name,
  label,
  empty,
  choices,
  sx,
}: {
  name: string;
  label: string;
  empty?: string;
  choices: readonly { id: string; name: string }[];
  sx?: TextFieldProps['sx'];
}) {
  const { field, fieldState } = useController({ name });
  return (
    <TextField
      select
      name={name}
      label={label}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      slotProps={nativeSelect}
      fullWidth={!sx}
      sx={sx}
    >
      {empty !== undefined && <option value="">{empty}</option>}
      {choices.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </TextField>
  );
}
