import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useGetList, useListContext } from 'react-admin';
import type { SubjectResultRow } from '@chikoro/contracts';
import { finalText } from './marks';

/** The live (draft) results of the chosen class and term, per student and subject, before or between publications. */
export function DraftPreviewButton() {
  const { filterValues } = useListContext();
  const { classId, termId } = filterValues as { classId?: string; termId?: string };
  const [open, setOpen] = useState(false);
  const { data } = useGetList<SubjectResultRow>(
    'results',
    {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'studentName', order: 'ASC' },
      filter: { classId, termId },
    },
    { enabled: open && Boolean(classId && termId) },
  );
  return (
    <>
      <Button disabled={!classId || !termId} onClick={() => setOpen(true)}>
        Draft preview
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        maxWidth="md"
        fullWidth
        aria-labelledby="draft-preview-title"
      >
        <DialogTitle id="draft-preview-title">Draft results (not published)</DialogTitle>
        <DialogContent>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Student</TableCell>
                <TableCell>Subject</TableCell>
                <TableCell>Final mark</TableCell>
                <TableCell>Grade</TableCell>
                <TableCell>Comment</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(data ?? []).map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{r.studentName}</TableCell>
                  <TableCell>{r.subjectName}</TableCell>
                  <TableCell>{finalText(r.finalMark, r.status)}</TableCell>
                  <TableCell>{r.grade ?? '—'}</TableCell>
                  <TableCell>{r.comment ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
