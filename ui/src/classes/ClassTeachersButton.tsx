import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useGetList, useRecordContext } from 'react-admin';
import type { SchoolClass, TeacherAssignment } from '@chikoro/contracts';

function Assignments({ classId }: { classId: string }) {
  const { data, isPending } = useGetList<TeacherAssignment>('teacher-assignments', {
    filter: { classId },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'subjectName', order: 'ASC' },
  });
  if (isPending) return <Typography>Loading…</Typography>;
  if (!data?.length)
    return (
      <Typography>
        No subject teacher is assigned to this class yet. Use Assign in Teacher Management.
      </Typography>
    );
  return (
    <List dense>
      {data.map((a) => (
        <ListItem key={a.id} disableGutters>
          <ListItemText
            primary={`${a.subjectName}: ${a.teacherName}`}
            secondary={`${a.termName} ${a.academicYearName}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** View Teachers: the subject teachers assigned to the class, with their subject and term. */
export function ClassTeachersButton() {
  const record = useRecordContext<SchoolClass>();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        aria-label={`View teachers of ${record.name}`}
      >
        Teachers ({record.subjectTeacherCount})
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="xs"
        aria-labelledby={`class-teachers-${record.id}`}
      >
        <DialogTitle id={`class-teachers-${record.id}`}>Teachers of {record.name}</DialogTitle>
        <DialogContent>{open && <Assignments classId={record.id} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
