import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useNotify, useRefresh } from 'react-admin';
import {
  TeacherDetails,
  fieldErrorsFrom,
  fileMessages,
  teacherMessages as m,
} from '@chikoro/contracts';
import { ApiError, sendCommand } from '../api/httpClient';
import { usePlaceForm } from '../shared/usePlaceForm';
import { TeacherFormFields, emptyTeacher } from './TeacherFormFields';

const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
type Phase = 'editing' | 'adding' | 'added' | 'failed';

/** A photo the server would refuse by its name or size (the server also checks its content). */
function photoProblem(file: File): string | null {
  if (!/\.(jpe?g|png)$/i.test(file.name)) return m.photoType;
  return file.size > MAX_PHOTO_BYTES ? fileMessages.size : null;
}

/**
 * Add individually: the teacher's details (TeacherDetails, the server's own schema) and photo,
 * sent as multipart; the spec's 'please wait', success and failure texts, and any field the
 * server refused shown on that field.
 */
export function RegisterTeacherButton() {
  const notify = useNotify();
  const refresh = useRefresh();
  const form = usePlaceForm(emptyTeacher);
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<Phase>('editing');
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoMessage, setPhotoMessage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    if (phase === 'adding') return;
    setOpen(false);
    setPhase('editing');
    setPhoto(null);
    setPhotoMessage(null);
    setProblem(null);
    form.reset(emptyTeacher);
  };
  const choosePhoto = (file: File | null) => {
    const refused = file ? photoProblem(file) : null;
    setPhotoMessage(refused);
    setPhoto(refused ? null : file);
    form.forget('photo');
  };

  const submit = async () => {
    const parsed = TeacherDetails.safeParse(form.values);
    if (!parsed.success) {
      form.setErrors(fieldErrorsFrom(parsed.error.issues));
      return;
    }
    const body = new FormData();
    for (const [key, value] of Object.entries(form.values))
      if (value.trim() !== '') body.append(key, value.trim());
    if (photo) body.append('photo', photo, photo.name);
    setPhase('adding');
    setProblem(null);
    try {
      await sendCommand('RegisterTeacher', body);
      setPhase('added');
      notify(m.added, { type: 'success' });
      refresh();
    } catch (failure) {
      setPhase('failed');
      if (failure instanceof ApiError) {
        form.setErrors(failure.fieldErrors);
        if (failure.status === 409) setProblem(failure.message);
      }
    }
  };

  return (
    <>
      <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setOpen(true)}>
        Add individually
      </Button>
      <Dialog
        open={open}
        onClose={close}
        fullWidth
        maxWidth="md"
        aria-labelledby="register-teacher-title"
      >
        <DialogTitle id="register-teacher-title">Add a teacher</DialogTitle>
        <DialogContent>
          {phase === 'added' ? (
            <Alert severity="success" data-testid="teacher-added">
              {m.added}
            </Alert>
          ) : (
            <>
              <TeacherFormFields
                form={form}
                photo={photo}
                onPhoto={choosePhoto}
                photoMessage={photoMessage}
              />
              {phase === 'adding' && (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }} role="status">
                  <CircularProgress size={24} />
                  <Typography>{m.adding}</Typography>
                </Box>
              )}
              {phase === 'failed' && (
                <Alert
                  severity="error"
                  role="alert"
                  sx={{ mt: 2 }}
                  data-testid="teacher-add-failed"
                >
                  {m.addFailed}
                  {problem && <Box>{problem}</Box>}
                </Alert>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={phase === 'adding'}>
            {phase === 'added' ? 'Close' : 'Cancel'}
          </Button>
          {phase !== 'added' && (
            <Button variant="contained" onClick={() => void submit()} disabled={phase === 'adding'}>
              Submit
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
