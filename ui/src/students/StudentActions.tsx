import { useState, type ReactElement } from 'react';
import { DialogContentText, IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/PersonRemove';
import EditIcon from '@mui/icons-material/Edit';
import MoveIcon from '@mui/icons-material/DriveFileMove';
import { RadioButtonGroupInput, SelectInput, TextInput, useRecordContext } from 'react-admin';
import { settableStudentStatuses, type Student } from '@chikoro/contracts';
import type { RecordCommand } from '../api/commands';
import { CommandDialog, useCanSend } from '../shared/CommandDialog';
import { useClassChoices } from './useSchoolChoices';

const name = (s: Student) => `${s.firstName} ${s.lastName}`;

/** An icon button opening a command dialog for the row's student; nothing for a withdrawn one. */
function ActionButton({
  command,
  label,
  icon,
  dialog,
}: {
  command: RecordCommand;
  label: string;
  icon: ReactElement;
  dialog(props: { record: Student; open: boolean; onClose(): void }): ReactElement;
}) {
  const record = useRecordContext<Student>();
  const allowed = useCanSend(command);
  const [open, setOpen] = useState(false);
  if (!record || !allowed || record.status === 'Withdrawn') return null;
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          size="small"
          onClick={() => setOpen(true)}
          aria-label={`${label}: ${name(record)}`}
        >
          {icon}
        </IconButton>
      </Tooltip>
      {dialog({ record, open, onClose: () => setOpen(false) })}
    </>
  );
}

/** Edit status: Active, Inactive or Graduated (spec 001 §2.5); an inactive student cannot sign in; a graduate keeps their sign-in. */
export const EditStudentStatusButton = () => (
  <ActionButton
    command="ChangeStudentStatus"
    label="Edit status"
    icon={<EditIcon fontSize="small" />}
    dialog={({ record, ...props }) => (
      <CommandDialog
        {...props}
        record={record}
        command="ChangeStudentStatus"
        titleId={`student-status-${record.id}`}
        title={`Status of ${name(record)}`}
        initialValues={{ status: record.status === 'Withdrawn' ? 'Active' : record.status }}
        done={`The status of ${name(record)} is changed`}
        failure="The status could not be changed"
      >
        <DialogContentText>
          Now {record.status}. Inactive students cannot sign in; graduates keep their sign-in.
        </DialogContentText>
        <RadioButtonGroupInput
          source="status"
          label="Status"
          choices={settableStudentStatuses.map((s) => ({ id: s, name: s }))}
        />
      </CommandDialog>
    )}
  />
);

function MoveDialog({
  record,
  open,
  onClose,
}: {
  record: Student;
  open: boolean;
  onClose(): void;
}) {
  const { classes, label } = useClassChoices();
  return (
    <CommandDialog
      open={open}
      onClose={onClose}
      record={record}
      command="MoveStudentToClass"
      titleId={`student-move-${record.id}`}
      title={`Move ${name(record)} to another class`}
      initialValues={{ classId: record.classId }}
      done={`${name(record)} is moved`}
      failure="The student could not be moved"
    >
      <DialogContentText>
        Now in {record.className ?? 'a class'}. The level follows the class.
      </DialogContentText>
      <SelectInput
        source="classId"
        label="Class"
        choices={classes.map((c) => ({ id: c.id, name: label(c) }))}
        fullWidth
      />
    </CommandDialog>
  );
}
export const MoveStudentButton = () => (
  <ActionButton
    command="MoveStudentToClass"
    label="Move class"
    icon={<MoveIcon fontSize="small" />}
    dialog={(props) => <MoveDialog {...props} />}
  />
);

/** Delete: the student is withdrawn; the record and its history stay. */
export const WithdrawStudentButton = () => (
  <ActionButton
    command="WithdrawStudent"
    label="Delete"
    icon={<DeleteIcon fontSize="small" />}
    dialog={({ record, ...props }) => (
      <CommandDialog
        {...props}
        record={record}
        command="WithdrawStudent"
        titleId={`student-withdraw-${record.id}`}
        title={`Withdraw ${name(record)}`}
        initialValues={{ reason: '' }}
        done={`${name(record)} is withdrawn`}
        failure="The student could not be withdrawn"
        color="error"
        confirmLabel="Withdraw student"
      >
        <DialogContentText sx={{ mb: 1 }}>
          The student leaves the school and can no longer sign in. Their record and history are
          kept.
        </DialogContentText>
        <TextInput
          source="reason"
          label="Reason (optional)"
          multiline
          fullWidth
          helperText={false}
        />
      </CommandDialog>
    )}
  />
);
