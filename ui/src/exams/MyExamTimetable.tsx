import { useState } from 'react';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Tooltip,
  Typography,
} from '@mui/material';
import {
  DataTable,
  List,
  Pagination,
  TopToolbar,
  useListContext,
  useRecordContext,
} from 'react-admin';
import type { ExamAttempt, MyExam } from '@chikoro/contracts';
import { CardLine, CardList, useNarrow } from '../shared/CardList';
import { formatDate } from '../shared/dates';
import { TermSelect } from '../setup/TermSelect';

const attemptColor: Record<ExamAttempt, 'success' | 'default' | 'info'> = {
  Attempted: 'success',
  'Not Attempted': 'default',
  Exempt: 'info',
};

export function AttemptChip({ status }: { status: ExamAttempt }) {
  return <Chip size="small" variant="outlined" color={attemptColor[status]} label={status} />;
}

/** Spec 001 §2.12's view icon: the exam's date, the student's status and the total mark in a modal. */
function ExamDetailsView() {
  const exam = useRecordContext<MyExam>();
  const [open, setOpen] = useState(false);
  if (!exam) return null;
  return (
    <>
      <Tooltip title="View">
        <IconButton aria-label={`View ${exam.examName}`} onClick={() => setOpen(true)} size="small">
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="xs"
        aria-labelledby={`exam-${exam.id}-title`}
      >
        <DialogTitle id={`exam-${exam.id}-title`}>{exam.examName}</DialogTitle>
        <DialogContent data-testid="exam-details">
          <CardLine label="Date">{formatDate(exam.examDate)}</CardLine>
          <CardLine label="Status">
            <AttemptChip status={exam.status} />
          </CardLine>
          <CardLine label="Total mark">{exam.outOf}</CardLine>
          <CardLine label="Course">{exam.subjectName}</CardLine>
          <CardLine label="Paper">{exam.paperNo}</CardLine>
          <CardLine label="Teacher">{exam.teacherName}</CardLine>
          <CardLine label="Term">{`${exam.termName} ${exam.academicYear}`}</CardLine>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Your marks are shown under Exam Results once the school publishes the term's results.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function ExamCard() {
  const exam = useRecordContext<MyExam>();
  if (!exam) return null;
  return (
    <>
      <Typography variant="subtitle1" component="p">
        {exam.examName}
      </Typography>
      <CardLine label="Course">{exam.subjectName}</CardLine>
      <CardLine label="Date">{formatDate(exam.examDate)}</CardLine>
      <CardLine label="Paper">{exam.paperNo}</CardLine>
      <CardLine label="Total mark">{exam.outOf}</CardLine>
      <Box sx={{ mt: 1, display: 'flex', gap: 1, alignItems: 'center' }}>
        <AttemptChip status={exam.status} />
        <ExamDetailsView />
      </Box>
    </>
  );
}

/** The term to show: empty is the current term (the server's default). */
function TermFilter() {
  const { filterValues, setFilters } = useListContext();
  const termId = typeof filterValues.termId === 'string' ? filterValues.termId : '';
  const choose = (id: string) => {
    const { termId: _, ...rest } = filterValues as Record<string, unknown>;
    setFilters(id ? { ...rest, termId: id } : rest);
  };
  return (
    <TopToolbar sx={{ justifyContent: 'flex-start', alignItems: 'center' }}>
      <TermSelect value={termId} onChange={choose} />
    </TopToolbar>
  );
}

const Column = DataTable.Col<MyExam>;

/**
 * /student-portal/exam-time-table (spec 001 §2.12): the exams of the student's class in a term,
 * earliest first, each Attempted, Not Attempted or Exempt; never a mark (those come with the
 * published report card).
 */
export function MyExamTimetable() {
  const narrow = useNarrow('md');
  return (
    <List
      title="Exam Time Table"
      empty={false}
      actions={<TermFilter />}
      sort={{ field: 'examDate', order: 'ASC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25]} />}
      exporter={false}
    >
      {narrow ? (
        <CardList testId="my-exam-card">
          <ExamCard />
        </CardList>
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false}>
          <Column source="examName" label="Exam Title" />
          <Column source="subjectName" label="Course" />
          <Column source="examDate" label="Date" render={(r) => formatDate(r.examDate)} />
          <Column source="paperNo" label="Paper" />
          <Column
            source="status"
            label="Status"
            render={(r) => <AttemptChip status={r.status} />}
          />
          <Column source="outOf" label="Total mark" disableSort />
          <Column label="View" render={() => <ExamDetailsView />} />
        </DataTable>
      )}
    </List>
  );
}
