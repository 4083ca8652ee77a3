import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Teacher } from '@chikoro/contracts';
import { TeacherAvatar } from './TeacherAvatar';

const rows: [keyof Teacher, string][] = [
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['alternatePhoneNumber', 'Alternate phone number'],
  ['ecNumber', 'EC number'],
  ['status', 'Status'],
  ['birthday', 'Birthday'],
  ['gender', 'Gender'],
  ['nationality', 'Nationality'],
  ['hireDate', 'Hire date'],
  ['employmentType', 'Employment type'],
  ['yearsOfExperience', 'Years of experience'],
  ['address', 'Address'],
  ['district', 'District'],
  ['province', 'Province'],
  ['country', 'Country'],
  ['emergencyContactName', 'Emergency contact'],
  ['emergencyContactRelationship', 'Relationship'],
  ['emergencyContactPhoneNumber', 'Emergency contact phone'],
];

const shown = (value: Teacher[keyof Teacher]) =>
  Array.isArray(value) ? value.join(', ') : value === null || value === '' ? '—' : String(value);

/** View Details: every detail the school holds of the teacher, and the subjects they teach. */
export function TeacherDetailsButton() {
  const teacher = useRecordContext<Teacher>();
  const [open, setOpen] = useState(false);
  if (!teacher) return null;
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        aria-label={`View details of ${teacher.firstName} ${teacher.lastName}`}
      >
        View Details
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby={`teacher-details-${teacher.id}`}
      >
        <DialogTitle
          id={`teacher-details-${teacher.id}`}
          sx={{ display: 'flex', alignItems: 'center', gap: 2 }}
        >
          <TeacherAvatar teacher={teacher} size={56} />
          {teacher.firstName} {teacher.lastName}
        </DialogTitle>
        <DialogContent>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
              columnGap: 2,
              rowGap: 0.5,
              m: 0,
            }}
          >
            {[...rows, ['subjectsTaught', 'Subjects taught'] as [keyof Teacher, string]].map(
              ([field, label]) => (
                <Box key={field} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    sx={{ m: 0, overflowWrap: 'anywhere' }}
                  >
                    {shown(teacher[field])}
                  </Typography>
                </Box>
              ),
            )}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
