import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Button,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useGetList } from 'react-admin';
import type { Exam, MarkHistoryEntry, MarkValue } from '@chikoro/contracts';
import { formatDateTime } from '../shared/dates';
import type { GridRow } from './MarkGrid';

const words = (mark: MarkValue) =>
  mark === null
    ? '(none)'
    : mark === 'ABSENT'
      ? 'absent'
      : mark === 'EXEMPT'
        ? 'exempt'
        : String(mark);

function Entries({ exam, studentId }: { exam: Exam; studentId: string }) {
  const { data, isPending } = useGetList<MarkHistoryEntry>('mark-history', {
    filter: { examId: exam.id, studentId },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'at', order: 'DESC' },
  });
  if (isPending) return <LinearProgress />;
  if (!data?.length) return <Typography>No mark yet.</Typography>;
  return (
    <List dense data-testid="mark-history">
      {data.map((entry) => (
        <ListItem key={entry.id} disableGutters>
          <ListItemText
            primary={`${words(entry.previous)} → ${words(entry.mark)}${entry.kind === 'Corrected' ? ' (corrected)' : ''}`}
            secondary={`${formatDateTime(entry.at)} by ${entry.actorName ?? entry.actorRole}${entry.reason ? ` — reason: ${entry.reason}` : ''}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** Every value a student's mark has had: who gave it, when, and why. */
export function MarkHistoryDialog({
  exam,
  row,
  onClose,
}: {
  exam: Exam;
  row: GridRow | null;
  onClose(): void;
}) {
  return (
    <Dialog
      open={row !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="mark-history-title"
    >
      <DialogTitle id="mark-history-title">
        History of {row?.studentName}’s mark in {exam.examName}
      </DialogTitle>
      <DialogContent>{row && <Entries exam={exam} studentId={row.studentId} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
