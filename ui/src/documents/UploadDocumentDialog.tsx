import { useState, type FormEvent } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup,
  TextField, Typography,
} from '@mui/material';
import { useNotify, useRefresh } from 'react-admin';
import {
  UploadDocumentInput, documentMessages as m, documentVisibilities, documentVisibilityLabels, fieldErrorsFrom, fileMessages, type FieldError, type UploadDocumentForm,
} from '@chikoro/contracts';
import { ApiError, sendCommand } from '../api/httpClient';
import { fileSize } from './download';

const ACCEPT = '.pdf,.docx,.xlsx,.png,.jpg,.jpeg';
const MAX_BYTES = 5 * 1024 * 1024;

/** The file's own check before anything is sent (the server judges the bytes again). */
function fileProblem(file: File | null): string | undefined {
  if (!file) return m.file;
  if (!/\.(pdf|docx|xlsx|png|jpe?g)$/i.test(file.name)) return m.fileType;
  if (file.size > MAX_BYTES) return fileMessages.size;
  return undefined;
}

/** Upload a document: a title, an optional description, who may see it and the file (UploadDocument, multipart). */
export function UploadDocumentDialog({ onClose }: { onClose(): void }) {
  const [values, setValues] = useState<UploadDocumentForm>({ title: '', description: '', visibility: undefined });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;
  /** A field changed: its old refusal no longer stands. */
  const change = (field: keyof UploadDocumentForm, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((all) => all.filter((e) => e.field !== field));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = UploadDocumentInput.safeParse(values);
    const found = [...(parsed.success ? [] : fieldErrorsFrom(parsed.error.issues))];
    const refused = fileProblem(file);
    if (refused) found.push({ field: 'file', message: refused });
    setErrors(found);
    if (!parsed.success || refused || !file) return;
    const body = new FormData();
    body.append('title', parsed.data.title);
    if (parsed.data.description) body.append('description', parsed.data.description);
    body.append('visibility', parsed.data.visibility);
    body.append('file', file, file.name);
    setBusy(true);
    try {
      await sendCommand('UploadDocument', body);
      notify(m.uploaded(parsed.data.title), { type: 'success' });
      refresh();
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError) setErrors(failure.fieldErrors);
      setProblem(failure instanceof Error ? failure.message : 'The document could not be uploaded. Try again.');
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="upload-document-title">
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="upload-document-title">Upload a document</DialogTitle>
        <DialogContent>
          {problem && <Alert severity="error" role="alert" sx={{ mb: 1 }}>{problem}</Alert>}
          <TextField
            fullWidth margin="normal" name="title" label="Title" required value={values.title}
            error={Boolean(errorOf('title'))} helperText={errorOf('title')} onChange={(e) => change('title', e.target.value)}
          />
          <TextField
            fullWidth margin="normal" name="description" label="Description (optional)" multiline minRows={2} value={values.description}
            error={Boolean(errorOf('description'))} helperText={errorOf('description')} onChange={(e) => change('description', e.target.value)}
          />
          <FormControl margin="normal" error={Boolean(errorOf('visibility'))}>
            <FormLabel id="visibility-label">Who may see it</FormLabel>
            <RadioGroup aria-labelledby="visibility-label" name="visibility" value={values.visibility ?? ''} onChange={(e) => change('visibility', e.target.value)}>
              {documentVisibilities.map((v) => (
                <FormControlLabel key={v} value={v} control={<Radio />} label={v === 'STAFF' ? 'Staff only (the admin and teachers)' : 'Families and staff (students and parents too)'} />
              ))}
            </RadioGroup>
            {errorOf('visibility') && <FormHelperText>{errorOf('visibility')}</FormHelperText>}
          </FormControl>
          <FormControl fullWidth margin="normal" error={Boolean(errorOf('file'))}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
                Choose a file
                <input hidden type="file" name="file" accept={ACCEPT} data-testid="document-file" onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setErrors((all) => all.filter((x) => x.field !== 'file'));
                }} />
              </Button>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }} data-testid="chosen-file">
                {file ? `${file.name} (${fileSize(file.size)})` : 'No file chosen'}
              </Typography>
            </Box>
            <FormHelperText>{errorOf('file') ?? 'PDF, Word (.docx), Excel (.xlsx), PNG or JPG; 5 MB at most.'}</FormHelperText>
          </FormControl>
          <Typography variant="caption" color="text.secondary" display="block">
            {documentVisibilityLabels.FAMILIES}: students and parents see it in their portal and on their bell.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>Upload</Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
