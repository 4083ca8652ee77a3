import { useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  type ButtonProps,
} from '@mui/material';
import { Form, useCanAccess, useNotify, useRefresh, useUpdate, type RaRecord } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { recordCommands, type CommandData, type RecordCommand } from '../api/commands';
import { commandResolver } from './commandForm';
import { decisionError, errorStatus } from './decisionError';

/** A form spanning title, content and actions: the content scrolls, the buttons stay in view. */
export const formInDialog = {
  '& > form': { display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' },
} as const;

interface Props<C extends RecordCommand> {
  /** The command sent for the record on Confirm, through the dataProvider's update. */
  command: C;
  record: RaRecord;
  open: boolean;
  onClose(): void;
  titleId: string;
  title: ReactNode;
  /** The form's fields and their first values (a dialog without fields sends the id alone). */
  initialValues?: CommandData<C>;
  /** The notification once the server took the command. */
  done: string;
  /** The dialog's own sentence when the server gave no user-facing detail. */
  failure: string;
  confirmLabel?: string;
  color?: ButtonProps['color'];
  wide?: boolean;
  children: ReactNode;
}

/**
 * Validates the form with the command's own input schema from contracts (the record's id
 * filled in), so the dialog shows the server's words before anything is sent.
 */
function recordResolver(command: RecordCommand, id: RaRecord['id']): Resolver<FieldValues> {
  const { idField } = recordCommands[command];
  return commandResolver(command, { toInput: (values) => ({ ...values, [idField]: String(id) }) });
}

/**
 * The superadmin's decision dialogs: what will happen, the command's fields, any failure, then
 * Cancel or the action. The command goes through the dataProvider (update with meta.command);
 * a refusal keeps the dialog open with the server's message, its field errors on the fields.
 */
export function CommandDialog<C extends RecordCommand>(props: Props<C>) {
  const {
    command,
    record,
    open,
    onClose,
    titleId,
    title,
    initialValues,
    done,
    failure,
    confirmLabel = 'Confirm',
    color = 'primary',
    wide = false,
    children,
  } = props;
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [error, setError] = useState<string | null>(null);
  const { resource, idField } = recordCommands[command];

  const close = () => {
    if (isPending) return;
    setError(null);
    onClose();
  };
  const submit = async (values: FieldValues) => {
    const { [idField]: _id, ...data } = values;
    setError(null);
    try {
      await update(
        resource,
        { id: record.id, data, previousData: record, meta: { command } },
        { returnPromise: true },
      );
      notify(done, { type: 'success' });
      onClose();
      // Every list, record and timeline on screen reads again (the position makes them current).
      refresh();
      return undefined;
    } catch (refusal) {
      setError(decisionError(refusal, failure));
      // Changed elsewhere meanwhile: show the current state behind the message.
      if (errorStatus(refusal) === 409) refresh();
      return (refusal as { body?: { errors?: Record<string, string> } }).body?.errors;
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth={wide}
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: formInDialog } }}
    >
      {/* A new form each time the dialog opens: nothing typed before is left in it. */}
      <Form
        key={open ? 'open' : 'closed'}
        record={(initialValues ?? {}) as Partial<RaRecord>}
        resolver={recordResolver(command, record.id)}
        onSubmit={submit}
        disableInvalidFormNotification
        noValidate
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {children}
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color={color} disabled={isPending}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** Whether the signed-in role may send the command (authProvider.canAccess; the server decides). */
export function useCanSend(command: RecordCommand): boolean {
  const { canAccess } = useCanAccess({
    resource: recordCommands[command].resource,
    action: command,
  });
  return canAccess === true;
}
