import { useEffect, useState } from 'react';
import { Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { usePermissions } from 'react-admin';
import { useController } from 'react-hook-form';
import type { ScoreFormat } from '@chikoro/contracts';
import { apiFetch } from '../api/httpClient';
import { CommandFormDialog, CommandSelect } from '../shared/CommandFormDialog';

interface CardSettings {
  conductAndEffort: boolean;
  scoreFormat: ScoreFormat;
}

const formats = [
  { id: 'WHOLE', name: 'Whole numbers (66.5 prints 67)' },
  { id: 'ONE_DECIMAL', name: 'One decimal (72.25 prints 72.3)' },
] as const;

function ConductSwitch() {
  const { field } = useController({ name: 'conductAndEffort' });
  return (
    <FormControlLabel
      sx={{ mx: 0, '& .MuiFormControlLabel-label': { whiteSpace: 'normal' } }}
      control={
        <Switch
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          inputRef={field.ref}
        />
      }
      label="Conduct and effort per subject (A to E, from each subject’s teacher)"
    />
  );
}

/**
 * The school's report-card choices (the admin's): conduct and effort per subject, and whether
 * scores print whole or with one decimal. Read from GET /api/report-card-settings, changed by
 * ChangeReportCardSettings; cards published afterwards carry them.
 */
export function ReportCardSettingsButton() {
  const { permissions } = usePermissions<string>();
  const admin = permissions === 'ADMIN';
  const [settings, setSettings] = useState<CardSettings | undefined>(undefined);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!admin) return;
    let live = true;
    apiFetch('/api/report-card-settings')
      .then(({ json }) => live && setSettings(json as CardSettings))
      .catch(() => live && setSettings(undefined));
    return () => {
      live = false;
    };
  }, [admin, open]);

  if (!admin || !settings) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Card settings</Button>
      <CommandFormDialog
        command="ChangeReportCardSettings"
        open={open}
        onClose={() => setOpen(false)}
        titleId="card-settings-title"
        title="Report card settings"
        initialValues={settings}
        unchanged={(values) =>
          values.conductAndEffort === settings.conductAndEffort &&
          values.scoreFormat === settings.scoreFormat
        }
        done={() => 'Report card settings saved: cards published from now on follow them'}
        failure="The settings could not be saved. Try again."
        submitLabel="Save"
        maxWidth="sm"
      >
        <Stack spacing={2} sx={{ mt: 1 }}>
          <ConductSwitch />
          <CommandSelect name="scoreFormat" label="Scores print as" choices={formats} />
          <Typography variant="body2" color="text.secondary">
            Grades, averages and positions are worked out from the marks as entered; only the
            printed score is rounded, half up. A card already published keeps how it was printed
            until the class is published again.
          </Typography>
        </Stack>
      </CommandFormDialog>
    </>
  );
}
