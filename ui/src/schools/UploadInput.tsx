import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Alert, Box, FormLabel, Typography } from '@mui/material';
import {
  FILE_MESSAGE_MS,
  acceptAttribute,
  uploadProblem,
  uploadRules,
  type UploadName,
} from './uploads';

interface Props {
  name: UploadName;
  label: string;
  hint: string;
  file: File | null;
  onChange: (file: File | null) => void;
}

/** A file part of the enrolment: refused files are dropped and their message fades after 5 seconds. */
export function UploadInput({ name, label, hint, file, onChange }: Props) {
  const rule = uploadRules[name];
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    clearTimeout(timer.current);
    setMessage(null);
    if (!chosen) {
      onChange(null);
      return;
    }
    const problem = uploadProblem(chosen, rule);
    if (problem) {
      event.target.value = '';
      onChange(null);
      setMessage(problem);
      timer.current = setTimeout(() => setMessage(null), FILE_MESSAGE_MS);
      return;
    }
    onChange(chosen);
  };

  const id = `upload-${name}`;
  return (
    <Box>
      <FormLabel htmlFor={id}>{label}</FormLabel>
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
      <Box
        component="input"
        id={id}
        type="file"
        name={name}
        accept={acceptAttribute(rule)}
        onChange={handleChange}
        sx={{ mt: 1, display: 'block' }}
      />
      {file && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Chosen: {file.name}
        </Typography>
      )}
      {message && (
        <Alert severity="error" data-testid={`${name}-message`} sx={{ mt: 1 }}>
          {message}
        </Alert>
      )}
    </Box>
  );
}
