import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Stack,
} from '@mui/material';
import { get, useController, useFormState, useWatch, type FieldValues } from 'react-hook-form';
import type { Announcement } from '@chikoro/contracts';
import { byName, useChoices } from '../shared/useChoices';
import { CommandPopup, CommandField } from '../shared/CommandPopup';
import { audienceChoices } from './words';

interface Props {
  open: boolean;
  onClose(): void;
  /** Editing this announcement; posting a new one without. */
  record?: Announcement;
}

function Picks({
  name,
  label,
  choices,
}: {
  name: 'levelIds' | 'classIds';
  label: string;
  choices: { id: string; name: string }[];
}) {
  const { field } = useController({ name });
  const { errors } = useFormState({ name: 'audience' });
  const found: unknown = get(errors, `audience.${name}.message`);
  const error = typeof found === 'string' ? found : undefined;
  const picked: string[] = Array.isArray(field.value) ? field.value : [];
  return (
    <FormControl error={Boolean(error)} component="fieldset">
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {choices.map((c) => (
          <FormControlLabel
            key={c.id}
            label={c.name}
            control={
              <Checkbox
                checked={picked.includes(c.id)}
                onChange={(e) =>
                  field.onChange(
                    e.target.checked ? [...picked, c.id] : picked.filter((id) => id !== c.id),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/** The audience: its kind, then the levels or classes it names; a message about the audience shows under the choice. */
function AudienceFields() {
  const levels = useChoices('levels', byName);
  const classes = useChoices('classes', byName);
  const kind: unknown = useWatch({ name: 'kind' });
  const { errors } = useFormState({ name: 'audience' });
  const audienceError =
    typeof errors.audience?.message === 'string' ? errors.audience.message : undefined;
  return (
    <>
      <CommandField
        select
        name="kind"
        label="Send to"
        helperText={audienceError}
        error={Boolean(audienceError)}
      >
        {audienceChoices.map((c) => (
          <MenuItem key={c.kind} value={c.kind}>
            {c.label}
          </MenuItem>
        ))}
      </CommandField>
      {kind === 'LEVELS' && (
        <Picks name="levelIds" label="Levels/grades" choices={levels.choices} />
      )}
      {kind === 'CLASSES' && <Picks name="classIds" label="Classes" choices={classes.choices} />}
    </>
  );
}

/** A new announcement's body: its audience of the kind chosen, an empty date none. */
const postInput = ({ title, body, eventDate, kind, levelIds, classIds }: FieldValues) => ({
  title,
  body,
  audience:
    kind === 'LEVELS' ? { kind, levelIds } : kind === 'CLASSES' ? { kind, classIds } : { kind },
  ...(eventDate ? { eventDate } : {}),
});

/** An edit sends the changed fields only; an emptied date takes the date away. */
const editInput =
  (record: Announcement) =>
  ({ title, body, eventDate }: FieldValues) => ({
    announcementId: record.id,
    ...(title !== record.title ? { title } : {}),
    ...(body !== record.body ? { body } : {}),
    ...(eventDate !== (record.eventDate ?? '') ? { eventDate: eventDate || null } : {}),
  });

/**
 * Post an announcement (title, text, audience, optional event date) or edit one (title, text,
 * date: the audience was delivered and stays). Checked with the server's own schema first.
 */
export function AnnouncementFormDialog({ open, onClose, record }: Props) {
  const fields = (
    <>
      <CommandField name="title" label="Title" />
      <CommandField name="body" label="Announcement" multiline minRows={4} />
      <CommandField
        name="eventDate"
        label="Event date (for a school event)"
        type="date"
        shrink
        helperText="Leave empty for an announcement without a date"
      />
    </>
  );
  return record ? (
    <CommandPopup
      command="EditAnnouncement"
      open={open}
      title="Edit announcement"
      submitLabel="Save"
      wide
      onClose={onClose}
      initialValues={{ title: record.title, body: record.body, eventDate: record.eventDate ?? '' }}
      toInput={editInput(record)}
      success={(sent) => `Announcement '${String(sent.title ?? record.title).trim()}' saved`}
      unreachable="The announcement could not be saved. Try again."
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        {fields}
      </Stack>
    </CommandPopup>
  ) : (
    <CommandPopup
      command="PostAnnouncement"
      open={open}
      title="Post an announcement"
      submitLabel="Post"
      wide
      onClose={onClose}
      initialValues={{
        title: '',
        body: '',
        eventDate: '',
        kind: 'WHOLE_SCHOOL',
        levelIds: [],
        classIds: [],
      }}
      toInput={postInput}
      success={(sent) => `Announcement '${String(sent.title)}' posted`}
      unreachable="The announcement could not be posted. Try again."
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        {fields}
        <AudienceFields />
      </Stack>
    </CommandPopup>
  );
}
