import { useRef, type ReactNode } from 'react';
import {
  Alert,
  Backdrop,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
  type TextFieldProps,
} from '@mui/material';
import { Form, useNotify, useRefresh } from 'react-admin';
import { useController, useFormState, type FieldValues } from 'react-hook-form';
import type { CommandName } from '@chikoro/contracts';
import { carriesFiles, sendFormCommand, sendFormWithFiles } from '../api/formCommand';
import { commandResolver, submissionErrors, type Refine } from './commandForm';
import { formInDialog } from './CommandDialog';
import { decisionError } from './decisionError';

interface Props {
  /** The command the popup sends, its form validated with that command's schema (the server's). */
  command: CommandName;
  open?: boolean;
  title: string;
  /** A short line under the title, e.g. the current term. */
  subtitle?: ReactNode;
  /** The form's fields and their first values, each time the popup opens. */
  initialValues: FieldValues;
  /** The form's values as the command takes them (e.g. a blank optional choice left out). */
  toInput?(values: FieldValues): FieldValues;
  /** A check beside the command's schema, by field (e.g. the file chosen). */
  refine?: Refine;
  /** The form's file fields: sent beside the command's fields, where its files travel. */
  files?: readonly string[];
  /** Spec 001 §8's success text for this popup (or made from what was sent). */
  success: string | ((sent: FieldValues) => string);
  /** Shown before the server's reason when the command is refused (spec 001 §8: 'Failed to submit term'). */
  failure?: string;
  /** The popup's sentence when the server gave no reason (it could not be reached). */
  unreachable?: string;
  submitLabel?: string;
  wide?: boolean;
  onClose(): void;
  /** What follows once the server took the command, instead of closing (the screen closes it and reads again). */
  onSent?(): void;
  children: ReactNode;
}

/**
 * A command's popup whose messages sit under their fields (school settings, announcements,
 * documents; CommandFormDialog gathers them in one alert instead): a react-admin form over the
 * command's schema, each field's message under it, the server's reason above the buttons when refused (its field errors on the fields),
 * 'Please wait...' while it is sent; on success the lists refresh and the spec's text shows.
 * Full screen on a phone.
 */
export function CommandPopup({
  command,
  open = true,
  title,
  subtitle,
  initialValues,
  toInput,
  refine,
  files = [],
  success,
  failure,
  unreachable = 'The server could not be reached. Try again.',
  submitLabel = 'Submit',
  wide = false,
  onClose,
  onSent = onClose,
  children,
}: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const notify = useNotify();
  const refresh = useRefresh();
  // A popup being sent stays open: Escape or a click beside it waits for the answer.
  const sending = useRef(false);
  const id = `${title.toLowerCase().replace(/[^a-z]+/g, '-')}-title`;

  // Validated by the resolver, then parsed again by sendFormCommand: only what the command takes is sent.
  const submit = async (values: FieldValues) => {
    sending.current = true;
    try {
      await send(command, values, files);
      notify(typeof success === 'string' ? success : success(values), { type: 'success' });
      refresh();
      onSent();
      return undefined;
    } catch (error) {
      const reason = decisionError(error, unreachable);
      return {
        ...submissionErrors(error),
        root: { server: failure ? `${failure}: ${reason}` : reason },
      };
    } finally {
      sending.current = false;
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => !sending.current && onClose()}
      fullWidth
      maxWidth={wide ? 'md' : 'sm'}
      fullScreen={phone}
      aria-labelledby={id}
      aria-describedby={subtitle ? `${id}-text` : undefined}
      slotProps={{ paper: { sx: { ...formInDialog, position: 'relative' } } }}
    >
      {/* A new form each time the popup opens: nothing typed before is left in it. */}
      <Form
        key={open ? 'open' : 'closed'}
        record={initialValues}
        resolver={commandResolver(command, { toInput, refine, beside: files })}
        criteriaMode="all"
        onSubmit={submit}
        disableInvalidFormNotification
        noValidate
      >
        <DialogTitle id={id}>{title}</DialogTitle>
        <DialogContent>
          {subtitle && (
            <Typography id={`${id}-text`} color="text.secondary" sx={{ mb: 2 }}>
              {subtitle}
            </Typography>
          )}
          {children}
          <Refusal />
        </DialogContent>
        <Actions submitLabel={submitLabel} onClose={onClose} />
      </Form>
    </Dialog>
  );
}

/** The form's values as the command: its file fields (each a File) beside the fields where files travel. */
async function send(
  command: CommandName,
  values: FieldValues,
  files: readonly string[],
): Promise<unknown> {
  if (!carriesFiles(command)) return sendFormCommand(command, values);
  const chosen = Object.fromEntries(
    files.flatMap((field): [string, File][] =>
      values[field] instanceof File ? [[field, values[field]]] : [],
    ),
  );
  const fields = Object.fromEntries(
    Object.entries(values).filter(([field]) => !files.includes(field)),
  );
  return sendFormWithFiles(command, fields, chosen);
}

function Refusal() {
  const { errors } = useFormState();
  // The server's reason, else a problem of the whole form (the schema's, e.g. nothing to change).
  const whole = errors['']?.message;
  const message = errors.root?.server?.message ?? (typeof whole === 'string' ? whole : undefined);
  return message ? (
    <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="setup-failure">
      {message}
    </Alert>
  ) : null;
}

function Actions({ submitLabel, onClose }: { submitLabel: string; onClose(): void }) {
  const { isSubmitting } = useFormState();
  return (
    <>
      <DialogActions>
        <Button onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {submitLabel}
        </Button>
      </DialogActions>
      <Backdrop
        open={isSubmitting}
        sx={{
          position: 'absolute',
          zIndex: 1,
          flexDirection: 'column',
          gap: 1,
          color: 'common.white',
        }}
      >
        <CircularProgress color="inherit" />
        <Typography>Please wait...</Typography>
      </Backdrop>
    </>
  );
}

/** A field of a command's form: its message (the schema's or the server's) under it, else `helperText`. */
export function CommandField({
  name,
  testId,
  shrink,
  htmlInput,
  helperText,
  ...props
}: CommandFieldProps) {
  const { field, fieldState } = useController({ name });
  return (
    <TextField
      {...props}
      name={name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      fullWidth
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ inputLabel: { shrink }, htmlInput: { 'data-testid': testId, ...htmlInput } }}
    />
  );
}

type CommandFieldProps = {
  name: string;
  testId?: string;
  shrink?: boolean;
  htmlInput?: Record<string, unknown>;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'slotProps'>;
