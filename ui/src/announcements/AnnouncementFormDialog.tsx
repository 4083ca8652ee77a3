import { useState } from 'react';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { EditAnnouncementInput, PostAnnouncementInput, fieldErrorsFrom, type Announcement, type AudienceKind } from '@chikoro/contracts';
import type { ChikoroDataProvider } from '../api/dataProvider';
import { byName, useChoices } from '../shared/useChoices';
import { decisionError } from '../shared/decisionError';
import { SetupDialog } from '../setup/SetupDialog';
import { audienceChoices } from './words';

interface Props {
  open: boolean;
  onClose(): void;
  /** Editing this announcement; posting a new one without. */
  record?: Announcement;
}

function Picks({ label, choices, picked, error, onChange }: { label: string; choices: { id: string; name: string }[]; picked: string[]; error?: string; onChange(ids: string[]): void }) {
  return (
    <FormControl error={Boolean(error)} component="fieldset">
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {choices.map((c) => (
          <FormControlLabel
            key={c.id}
            label={c.name}
            control={<Checkbox checked={picked.includes(c.id)} onChange={(e) => onChange(e.target.checked ? [...picked, c.id] : picked.filter((id) => id !== c.id))} />}
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/**
 * Post an announcement (title, text, audience, optional event date) or edit one (title, text,
 * date: the audience was delivered and stays). Checked with the server's own schema first.
 */
export function AnnouncementFormDialog({ open, onClose, record }: Props) {
  const dataProvider = useDataProvider<ChikoroDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const levels = useChoices('levels', byName);
  const classes = useChoices('classes', byName);
  const [title, setTitle] = useState(record?.title ?? '');
  const [body, setBody] = useState(record?.body ?? '');
  const [eventDate, setEventDate] = useState(record?.eventDate ?? '');
  const [kind, setKind] = useState<AudienceKind>('WHOLE_SCHOOL');
  const [levelIds, setLevelIds] = useState<string[]>([]);
  const [classIds, setClassIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Typing into a field clears its message; the next Post checks everything again. */
  const edited = (field: string, set: (value: string) => void) => (value: string) => {
    setErrors(({ [field]: _, ...rest }) => rest);
    set(value);
  };

  const audience = kind === 'LEVELS' ? { kind, levelIds } : kind === 'CLASSES' ? { kind, classIds } : { kind };
  const payload = record
    ? { announcementId: record.id, ...(title !== record.title ? { title } : {}), ...(body !== record.body ? { body } : {}), ...(eventDate !== (record.eventDate ?? '') ? { eventDate: eventDate || null } : {}) }
    : { title, body, audience, ...(eventDate ? { eventDate } : {}) };

  const submit = async () => {
    const parsed = (record ? EditAnnouncementInput : PostAnnouncementInput).safeParse(payload);
    if (!parsed.success) {
      const found = fieldErrorsFrom(parsed.error.issues);
      setErrors(Object.fromEntries(found.map((e) => [e.field.split('.')[0] === 'audience' && e.field !== 'audience' ? e.field.split('.')[1]! : e.field, e.message])));
      setFailure(found.find((e) => e.field === '' || e.field === '_')?.message ?? null);
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      await dataProvider.command(record ? 'EditAnnouncement' : 'PostAnnouncement', parsed.data);
      notify(record ? `Announcement '${title.trim()}' saved` : `Announcement '${title.trim()}' posted`, { type: 'success' });
      setBusy(false);
      onClose();
      refresh();
    } catch (refusal) {
      setBusy(false);
      setFailure(decisionError(refusal, record ? 'The announcement could not be saved. Try again.' : 'The announcement could not be posted. Try again.'));
    }
  };

  return (
    <SetupDialog open={open} title={record ? 'Edit announcement' : 'Post an announcement'} busy={busy} failure={failure} submitLabel={record ? 'Save' : 'Post'} wide onClose={onClose} onSubmit={() => void submit()}>
      <Stack spacing={2} sx={{ mt: 1 }}>
        <TextField name="title" label="Title" value={title} onChange={(e) => edited('title', setTitle)(e.target.value)} error={Boolean(errors.title)} helperText={errors.title} fullWidth />
        <TextField name="body" label="Announcement" value={body} onChange={(e) => edited('body', setBody)(e.target.value)} error={Boolean(errors.body)} helperText={errors.body} multiline minRows={4} fullWidth />
        <TextField
          name="eventDate" label="Event date (for a school event)" type="date" value={eventDate} onChange={(e) => edited('eventDate', setEventDate)(e.target.value)}
          error={Boolean(errors.eventDate)} helperText={errors.eventDate ?? 'Leave empty for an announcement without a date'} slotProps={{ inputLabel: { shrink: true } }} fullWidth
        />
        {!record && (
          <>
            <TextField select name="audience" label="Send to" value={kind} onChange={(e) => setKind(e.target.value as AudienceKind)} error={Boolean(errors.audience)} helperText={errors.audience} fullWidth>
              {audienceChoices.map((c) => <MenuItem key={c.kind} value={c.kind}>{c.label}</MenuItem>)}
            </TextField>
            {kind === 'LEVELS' && <Picks label="Levels/grades" choices={levels.choices} picked={levelIds} error={errors.levelIds} onChange={setLevelIds} />}
            {kind === 'CLASSES' && <Picks label="Classes" choices={classes.choices} picked={classIds} error={errors.classIds} onChange={setClassIds} />}
          </>
        )}
      </Stack>
    </SetupDialog>
  );
}
