import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Tooltip,
  Typography,
} from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { Student } from '@chikoro/contracts';
import type { ChikoroDataProvider } from '../api/dataProvider';
import { decisionError } from '../shared/decisionError';

interface Issued {
  code: string;
  registrationNumber: string;
  validDays: number;
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A slip to hand over: who, the registration number, the code and where to use it. */
function printSlip(student: Student, issued: Issued, link: string) {
  const page = window.open('', '_blank', 'width=480,height=600');
  if (!page) return;
  page.document
    .write(`<!doctype html><title>Sign-in code</title><body style="font-family:sans-serif;padding:24px">
    <h2>${escape(`${student.firstName} ${student.lastName}`)}</h2><p>Registration number: <b>${escape(issued.registrationNumber)}</b></p>
    <p>One-time code: <b style="font-size:28px;letter-spacing:4px">${escape(issued.code)}</b></p>
    <p>Go to ${escape(link)}, enter the code, then choose your password. The code works once, for ${issued.validDays} days.</p></body>`);
  page.document.close();
  page.print();
}

/** 'Issue sign-in code': a one-time code for the student's password, shown once to print or hand over. */
export function SignInCodeButton() {
  const record = useRecordContext<Student>();
  const dataProvider = useDataProvider<ChikoroDataProvider>();
  const [open, setOpen] = useState(false);
  const [issued, setIssued] = useState<Issued | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record || record.status === 'Withdrawn') return null;
  const link = `${window.location.origin}/confirmotp?email=${encodeURIComponent(record.registrationNumber)}`;
  const close = () => {
    setOpen(false);
    setIssued(null);
    setError(null);
  };
  const issue = async () => {
    setBusy(true);
    setError(null);
    try {
      const { code, registrationNumber, validDays } = await dataProvider.command(
        'IssueStudentSignInCode',
        { studentId: record.id },
      );
      if (code === undefined || registrationNumber === undefined || validDays === undefined)
        setError('The code could not be issued');
      else setIssued({ code, registrationNumber, validDays });
    } catch (refusal) {
      setError(decisionError(refusal, 'The code could not be issued'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Tooltip title="Issue sign-in code">
        <IconButton
          size="small"
          onClick={() => setOpen(true)}
          aria-label={`Issue sign-in code: ${record.firstName} ${record.lastName}`}
        >
          <KeyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog
        open={open}
        onClose={close}
        maxWidth="xs"
        fullWidth
        aria-labelledby={`code-${record.id}`}
      >
        <DialogTitle id={`code-${record.id}`}>
          Sign-in code for {record.firstName} {record.lastName}
        </DialogTitle>
        <DialogContent>
          {issued ? (
            <>
              <DialogContentText>
                Registration number <strong>{issued.registrationNumber}</strong>
              </DialogContentText>
              <Typography
                data-testid="sign-in-code"
                sx={{ fontSize: 32, letterSpacing: 6, fontWeight: 700, my: 1 }}
              >
                {issued.code}
              </Typography>
              <DialogContentText>
                The student goes to {link}, enters this code and chooses a password. It works once,
                for {issued.validDays} days, and is not shown again.
              </DialogContentText>
            </>
          ) : (
            <DialogContentText>
              A new one-time code lets the student set a password; any earlier code stops working.
            </DialogContentText>
          )}
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Close</Button>
          {issued ? (
            <Button variant="contained" onClick={() => printSlip(record, issued, link)}>
              Print
            </Button>
          ) : (
            <Button variant="contained" onClick={() => void issue()} disabled={busy}>
              Issue code
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
