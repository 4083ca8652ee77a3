import { Stack } from '@mui/material';
import { SAMPLE_GRADING_SCALE, setupMessages as m } from '@chikoro/contracts';
import { GradingScaleEditor, rowsOf, withBands } from './GradingScaleEditor';
import { CommandPopup, CommandField } from '../shared/CommandPopup';
import type { Level } from './records';

/**
 * 'Create level/grade' with its grading scale, prefilled with spec 001's sample (A 75–100 …
 * U 0–29); or, given a level, a new version of its scale (the earlier ones are kept).
 */
export function LevelDialog({ level, onClose }: { level?: Level; onClose(): void }) {
  if (level) {
    return (
      <CommandPopup
        command="ChangeGradingScale"
        wide
        title={`Change the grading scale of ${level.name}`}
        onClose={onClose}
        success={`Grading scale of ${level.name} saved as a new version`}
        subtitle={`Now version ${level.gradingScale.version}; saving makes version ${level.gradingScale.version + 1} and keeps the earlier ones.`}
        initialValues={{ levelId: level.id, gradingScale: rowsOf(level.gradingScale.rows) }}
        toInput={withBands}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <GradingScaleEditor />
        </Stack>
      </CommandPopup>
    );
  }
  return (
    <CommandPopup
      command="DefineLevel"
      wide
      title="Create level/grade"
      success={m.levelSubmitted}
      onClose={onClose}
      initialValues={{ name: '', description: '', gradingScale: rowsOf(SAMPLE_GRADING_SCALE) }}
      // A blank description is none.
      toInput={(values) => withBands({ ...values, description: values.description || undefined })}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <CommandField
          name="name"
          label="Level/grade name (e.g. Form 1)"
          required
          autoFocus
          testId="level-name"
        />
        <CommandField name="description" label="Description" testId="level-description" />
        <GradingScaleEditor />
      </Stack>
    </CommandPopup>
  );
}
