import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Tooltip,
} from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useRecordContext } from 'react-admin';
import type { Student } from '@chikoro/contracts';
import { CardLine } from '../shared/CardList';
import { StudentStatusChip } from './StudentStatusChip';

const shown = (value: string | null | undefined) => value || '—';

/** View: every detail of the student's record, with their parents. */
export function StudentDetailsButton() {
  const s = useRecordContext<Student>();
  const [open, setOpen] = useState(false);
  if (!s) return null;
  const place = [s.homeAddress, s.city, s.district, s.province, s.country]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <Tooltip title="View">
        <IconButton
          size="small"
          onClick={() => setOpen(true)}
          aria-label={`View ${s.firstName} ${s.lastName}`}
        >
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        maxWidth="sm"
        fullWidth
        aria-labelledby={`student-${s.id}`}
      >
        <DialogTitle id={`student-${s.id}`}>
          {s.firstName} {s.lastName}
        </DialogTitle>
        <DialogContent sx={{ overflowWrap: 'anywhere' }}>
          <CardLine label="Registration number">{s.registrationNumber}</CardLine>
          <CardLine label="Status">
            <StudentStatusChip status={s.status} />
          </CardLine>
          <CardLine label="Level and class">
            {shown(s.levelName)} · {shown(s.className)}
          </CardLine>
          <CardLine label="Date of birth">{s.dob}</CardLine>
          <CardLine label="Gender">{s.gender}</CardLine>
          <CardLine label="Email">{shown(s.email)}</CardLine>
          <CardLine label="Parent phone">{shown(s.parentPhone)}</CardLine>
          <CardLine label="Parent email">{shown(s.parentEmail)}</CardLine>
          <CardLine label="Parents">
            {s.parents.length ? s.parents.map((p) => p.name || 'Invited parent').join(', ') : '—'}
          </CardLine>
          <CardLine label="Home">{shown(place)}</CardLine>
          <CardLine label="Enrolled">{new Date(s.enrolledAt).toLocaleDateString('en-ZW')}</CardLine>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
