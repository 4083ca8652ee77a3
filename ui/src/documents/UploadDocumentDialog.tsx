import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useController } from 'react-hook-form';
import {
  documentMessages as m,
  documentVisibilities,
  documentVisibilityLabels,
  fileMessages,
} from '@chikoro/contracts';
import { CommandPopup, CommandField } from '../shared/CommandPopup';
import { fileSize } from './download';

const ACCEPT = '.pdf,.docx,.xlsx,.png,.jpg,.jpeg';
const MAX_BYTES = 5 * 1024 * 1024;

/** The file's own check before anything is sent (the server judges the bytes again). */
function fileProblem(file: unknown): string | undefined {
  if (!(file instanceof File)) return m.file;
  if (!/\.(pdf|docx|xlsx|png|jpe?g)$/i.test(file.name)) return m.fileType;
  if (file.size > MAX_BYTES) return fileMessages.size;
  return undefined;
}

function VisibilityField() {
  const { field, fieldState } = useController({ name: 'visibility' });
  return (
    <FormControl margin="normal" error={fieldState.invalid}>
      <FormLabel id="visibility-label">Who may see it</FormLabel>
      <RadioGroup
        aria-labelledby="visibility-label"
        name="visibility"
        value={field.value ?? ''}
        onChange={field.onChange}
      >
        {documentVisibilities.map((v) => (
          <FormControlLabel
            key={v}
            value={v}
            control={<Radio />}
            label={
              v === 'STAFF'
                ? 'Staff only (the admin and teachers)'
                : 'Families and staff (students and parents too)'
            }
          />
        ))}
      </RadioGroup>
      {fieldState.error?.message && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}

function FileField() {
  const { field, fieldState } = useController({ name: 'file' });
  const file: unknown = field.value;
  return (
    <FormControl fullWidth margin="normal" error={fieldState.invalid}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
          Choose a file
          <input
            hidden
            type="file"
            name="file"
            accept={ACCEPT}
            data-testid="document-file"
            onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography
          variant="body2"
          sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
          data-testid="chosen-file"
        >
          {file instanceof File ? `${file.name} (${fileSize(file.size)})` : 'No file chosen'}
        </Typography>
      </Box>
      <FormHelperText>
        {fieldState.error?.message ?? 'PDF, Word (.docx), Excel (.xlsx), PNG or JPG; 5 MB at most.'}
      </FormHelperText>
    </FormControl>
  );
}

/** Upload a document: a title, an optional description, who may see it and the file (UploadDocument, multipart). */
export function UploadDocumentDialog({ onClose }: { onClose(): void }) {
  return (
    <CommandPopup
      command="UploadDocument"
      title="Upload a document"
      submitLabel="Upload"
      onClose={onClose}
      initialValues={{ title: '', description: '', visibility: undefined, file: null }}
      files={['file']}
      refine={(values) => ({ file: fileProblem(values.file) })}
      success={(sent) => m.uploaded(String(sent.title))}
      unreachable="The document could not be uploaded. Try again."
    >
      <CommandField margin="normal" name="title" label="Title" required />
      <CommandField
        margin="normal"
        name="description"
        label="Description (optional)"
        multiline
        minRows={2}
      />
      <VisibilityField />
      <FileField />
      <Typography variant="caption" color="text.secondary" display="block">
        {documentVisibilityLabels.FAMILIES}: students and parents see it in their portal and on
        their bell.
      </Typography>
    </CommandPopup>
  );
}
