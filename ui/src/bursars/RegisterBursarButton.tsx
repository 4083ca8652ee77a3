import { useState } from 'react';
import { Button } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { bursarMessages as m } from '@chikoro/contracts';
import { CommandFormDialog, CommandTextField } from '../shared/CommandFormDialog';

/** "Add bursar": the bursar's names, email (their sign-in, mailed a code) and mobile (RegisterBursar's schema). */
export function RegisterBursarButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setOpen(true)}>
        Add bursar
      </Button>
      <CommandFormDialog
        command="RegisterBursar"
        open={open}
        onClose={() => setOpen(false)}
        titleId="register-bursar-title"
        title="Add a bursar"
        initialValues={{ firstName: '', lastName: '', email: '', phone: '' }}
        done={() => m.added}
        failure={m.addFailed}
        submitLabel="Add"
      >
        <CommandTextField name="firstName" label="First name" autoComplete="off" />
        <CommandTextField name="lastName" label="Last name" autoComplete="off" />
        <CommandTextField name="email" label="Email" type="email" autoComplete="off" />
        <CommandTextField
          name="phone"
          label="Mobile (optional)"
          placeholder="0772 123 456"
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
      </CommandFormDialog>
    </>
  );
}
