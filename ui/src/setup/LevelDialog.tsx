import { useState } from 'react';
import { Stack, TextField } from '@mui/material';
import { SAMPLE_GRADING_SCALE, setupMessages as m } from '@chikoro/contracts';
import { GradingScaleEditor, bandsOf, rowsOf } from './GradingScaleEditor';
import { SetupDialog } from './SetupDialog';
import { useSetupCommand } from './useSetupCommand';
import type { Level } from './records';

/**
 * 'Create level/grade' with its grading scale, prefilled with spec 001's sample (A 75–100 …
 * U 0–29); or, given a level, a new version of its scale (the earlier ones are kept).
 */
export function LevelDialog({ level, onClose }: { level?: Level; onClose(): void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [rows, setRows] = useState(() => rowsOf(level?.gradingScale.rows ?? SAMPLE_GRADING_SCALE));
  const define = useSetupCommand('DefineLevel', { success: m.levelSubmitted });
  const change = useSetupCommand('ChangeGradingScale', { success: `Grading scale of ${level?.name ?? ''} saved as a new version` });
  const command = level ? change : define;
  const submit = () =>
    level
      ? change.submit({ levelId: level.id, gradingScale: bandsOf(rows) }, onClose)
      : define.submit({ name, description: description || undefined, gradingScale: bandsOf(rows) }, onClose);
  return (
    <SetupDialog
      open wide title={level ? `Change the grading scale of ${level.name}` : 'Create level/grade'} busy={command.busy} failure={command.failure} onClose={onClose}
      subtitle={level ? `Now version ${level.gradingScale.version}; saving makes version ${level.gradingScale.version + 1} and keeps the earlier ones.` : undefined}
      onSubmit={submit}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {!level && (
          <>
            <TextField label="Level/grade name (e.g. Form 1)" value={name} onChange={(e) => setName(e.target.value)} required fullWidth autoFocus
              error={Boolean(command.errorOf('name'))} helperText={command.errorOf('name')} slotProps={{ htmlInput: { 'data-testid': 'level-name' } }} />
            <TextField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} fullWidth
              error={Boolean(command.errorOf('description'))} helperText={command.errorOf('description')} slotProps={{ htmlInput: { 'data-testid': 'level-description' } }} />
          </>
        )}
        <GradingScaleEditor rows={rows} errors={command.errors} onChange={(next) => { setRows(next); command.setErrors([]); }} />
      </Stack>
    </SetupDialog>
  );
}
