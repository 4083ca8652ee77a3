import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { classMessages } from '@chikoro/contracts';
import { CommandFormDialog, CommandSelect, CommandTextField } from '../shared/CommandFormDialog';
import { byName, useChoices } from '../shared/useChoices';

/**
 * Spec 001 §2.7's Create Class popup: a level/grade and a class name. Submit stays disabled until
 * a level is chosen and while the class is being created; a missing field says 'Please fill in
 * all fields' (CreateClassInput's words), a refusal the server's reason, anything else 'Failed to create class'.
 */
export function CreateClassButton() {
  const levels = useChoices('levels', byName);
  const [open, setOpen] = useState(false);

  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        Create Class
      </Button>
      <CommandFormDialog
        command="CreateClass"
        open={open}
        onClose={() => setOpen(false)}
        titleId="create-class-title"
        title="Create Class"
        initialValues={{ levelId: '', name: '' }}
        ready={(values) => values.levelId !== ''}
        done={(_answer, sent) => `Class ${String(sent.name).trim()} created`}
        failure={classMessages.createFailed}
      >
        <CommandSelect
          name="levelId"
          label="Level/Grade"
          empty="Select a level/grade"
          choices={levels.choices}
        />
        <CommandTextField name="name" label="Class name" placeholder="e.g. Form 1 Blue" />
        {!levels.isPending && levels.choices.length === 0 && (
          <Alert severity="info">Define a level/grade in School Settings first.</Alert>
        )}
      </CommandFormDialog>
    </>
  );
}
