import { useState, type ReactElement } from 'react';
import { DialogContentText, IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { PasswordInput, RadioButtonGroupInput, useRecordContext } from 'react-admin';
import {
  parentManagementMessages as m,
  settableParentStatuses,
  type Parent,
} from '@chikoro/contracts';
import type { RecordCommand } from '../api/commands';
import { CommandDialog, useCanSend } from '../shared/CommandDialog';
import { parentName } from './parentName';

function ActionButton({
  command,
  label,
  icon,
  when,
  dialog,
}: {
  command: RecordCommand;
  label: string;
  icon: ReactElement;
  when(p: Parent): boolean;
  dialog(props: { record: Parent; open: boolean; onClose(): void }): ReactElement;
}) {
  const record = useRecordContext<Parent>();
  const allowed = useCanSend(command);
  const [open, setOpen] = useState(false);
  if (!record || !allowed || !when(record)) return null;
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          size="small"
          onClick={() => setOpen(true)}
          aria-label={`${label}: ${parentName(record)}`}
        >
          {icon}
        </IconButton>
      </Tooltip>
      {dialog({ record, open, onClose: () => setOpen(false) })}
    </>
  );
}

/** 'Changer Status' (spec 001 §2.6): Active or Inactive, the current one shown; an inactive parent cannot sign in. */
export const ParentStatusButton = () => (
  <ActionButton
    command="ChangeParentStatus"
    label="Change status"
    icon={<EditIcon fontSize="small" />}
    when={(p) => p.status === 'Active' || p.status === 'Inactive'}
    dialog={({ record, ...props }) => (
      <CommandDialog
        {...props}
        record={record}
        command="ChangeParentStatus"
        titleId={`parent-status-${record.id}`}
        title={`Status of ${parentName(record)}`}
        initialValues={{ status: record.status === 'Inactive' ? 'Inactive' : 'Active' }}
        done={`The status of ${parentName(record)} is changed`}
        failure="The status could not be changed"
      >
        <DialogContentText>
          Current status: {record.status}. An inactive parent cannot sign in.
        </DialogContentText>
        <RadioButtonGroupInput
          source="status"
          label="Status"
          choices={settableParentStatuses.map((s) => ({ id: s, name: s }))}
        />
      </CommandDialog>
    )}
  />
);

/** 'Delete Parent': asks for the admin's own password; access ends, the history stays. */
export const DeleteParentButton = () => (
  <ActionButton
    command="RemoveParent"
    label="Delete parent"
    icon={<DeleteIcon fontSize="small" />}
    when={(p) => p.status !== 'Removed'}
    dialog={({ record, ...props }) => (
      <CommandDialog
        {...props}
        record={record}
        command="RemoveParent"
        titleId={`parent-delete-${record.id}`}
        title={`Delete ${parentName(record)}`}
        initialValues={{ password: '' }}
        done={`${parentName(record)} is removed`}
        failure="The parent could not be removed"
        color="error"
        confirmLabel={m.deleteParent}
      >
        <DialogContentText sx={{ mb: 1 }}>
          The parent loses access to the platform; their history is kept. Enter your password to
          confirm.
        </DialogContentText>
        <PasswordInput
          source="password"
          label="Your password"
          autoComplete="current-password"
          fullWidth
          helperText={false}
        />
      </CommandDialog>
    )}
  />
);
