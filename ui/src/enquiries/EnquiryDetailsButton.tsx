import { useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import { useRecordContext } from 'react-admin';
import type { Enquiry } from '@chikoro/contracts';
import { RecordTimeline } from '../audit';
import { EnquiryStatusChip } from './EnquiryStatusChip';
import { adminName, dateTime, headName } from './format';
import { InviteToEnrolButton } from './InviteToEnrolButton';

function Detail({ label, value, wide }: { label: string; value: ReactNode; wide?: boolean }) {
  return (
    <Box sx={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value === null || value === undefined || value === '' ? '—' : value}
      </Typography>
    </Box>
  );
}

/**
 * Spec 000 §2: the 'School Details' modal, every field of the enquiry and the superadmin comment;
 * below them the enquiry's timeline, and the invitation to enrol among the actions.
 */
export function EnquiryDetailsButton() {
  const record = useRecordContext<Enquiry>();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const id = `enquiry-details-${record.id}`;
  return (
    <>
      <Button
        size="small"
        startIcon={<Visibility />}
        onClick={() => setOpen(true)}
        aria-label={`View details of ${record.name}`}
      >
        View
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="md"
        aria-labelledby={id}
      >
        <DialogTitle id={id}>School Details</DialogTitle>
        <DialogContent dividers>
          <Box
            component="dl"
            data-testid="enquiry-details"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
              gap: 2,
              m: 0,
            }}
          >
            <Detail label="Name of school" value={record.name} wide />
            <Detail label="Address" value={record.address} />
            <Detail label="Town" value={record.town} />
            <Detail label="District" value={record.district} />
            <Detail label="Province" value={record.province} />
            <Detail label="Country" value={record.country} />
            <Detail label="School phone number" value={record.schoolContact} />
            <Detail label="School email" value={record.schoolEmail} />
            <Detail label="Number of students" value={record.numberOfStudents.toLocaleString()} />
            <Detail label="Number of teachers" value={record.numberOfTeachers.toLocaleString()} />
            <Detail label="Head/Principal" value={headName(record)} />
            <Detail label="Head's phone number" value={record.headPhonenumber} />
            <Detail label="Head's email" value={record.headEmail} />
            <Detail label="Admin Officer" value={adminName(record)} />
            <Detail label="Admin's phone number" value={record.adminPhonenumber} />
            <Detail label="Admin's email" value={record.adminEmail} />
            <Detail label="Date" value={dateTime(record.createdAt)} />
            <Detail label="Status" value={<EnquiryStatusChip status={record.status} />} />
            <Detail label="Resolved" value={dateTime(record.resolvedAt)} />
            <Detail label="Superadmin comment" value={record.superadminComment} wide />
          </Box>
          <Box sx={{ mt: 3 }}>
            <RecordTimeline recordId={record.id} title="Timeline" />
          </Box>
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between' }}>
          <InviteToEnrolButton />
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
