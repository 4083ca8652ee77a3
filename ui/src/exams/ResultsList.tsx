import { useState } from 'react';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import {
  DataTable,
  List,
  Pagination,
  TopToolbar,
  useBasename,
  useGetOne,
  useListContext,
  useRecordContext,
  useResourceContext,
} from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import type { Exam } from '@chikoro/contracts';
import { CardLine, CardList, useNarrow } from '../shared/CardList';
import { formatDate } from '../shared/dates';
import { ExamStatusChip } from './ExamList';
import { GradingDialog } from './GradingDialog';

/** Spec 001 §2.9's filter: None, Pending or Graded, applied with 'Apply filter' (back to page 1). */
function StatusFilter() {
  const { filterValues, setFilters, setPage } = useListContext();
  const [choice, setChoice] = useState<string>(
    (filterValues.status as string | undefined) ?? 'None',
  );
  const apply = () => {
    const { status: _old, ...others } = filterValues;
    setFilters(choice === 'None' ? others : { ...others, status: choice }, {});
    setPage(1);
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label="Filter"
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
        sx={{ minWidth: 140 }}
      >
        {['None', 'Pending', 'Graded'].map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" onClick={apply}>
        Apply filter
      </Button>
    </Box>
  );
}

/** `?grade=<examId>` (the teacher's dashboard links here) opens that exam's grading grid at once. */
function GradeFromLink() {
  const resource = useResourceContext();
  const [params, setParams] = useSearchParams();
  const [examId, setExamId] = useState(() => params.get('grade'));
  const { data: exam } = useGetOne<Exam>(
    resource ?? 'exams',
    { id: examId ?? '' },
    { enabled: Boolean(examId) },
  );
  if (!examId || !exam || exam.status === 'Cancelled') return null;
  const close = () => {
    setExamId(null);
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('grade');
        return next;
      },
      { replace: true },
    );
  };
  return <GradingDialog exam={exam} open onClose={close} />;
}

function Actions() {
  const basename = useBasename();
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <StatusFilter />
      <Button component={Link} to={`${basename}/uploading-results/marks-file`}>
        Upload marks from a file
      </Button>
      <GradeFromLink />
    </TopToolbar>
  );
}

function GradeButton() {
  const exam = useRecordContext<Exam>();
  const [open, setOpen] = useState(false);
  if (!exam || exam.status === 'Cancelled') return null;
  return (
    <>
      <Button
        size="small"
        variant="contained"
        onClick={() => setOpen(true)}
        aria-label={`Grade this exam: ${exam.examName}`}
      >
        Grade this exam
      </Button>
      <GradingDialog exam={exam} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function ResultCard() {
  const exam = useRecordContext<Exam>();
  if (!exam) return null;
  return (
    <>
      <Typography variant="subtitle1" component="p">
        {exam.examName}
      </Typography>
      <CardLine label="Course/Subject">{exam.subjectName}</CardLine>
      <CardLine label="Date of exam">{formatDate(exam.examDate)}</CardLine>
      <CardLine label="Class">{exam.className}</CardLine>
      <CardLine label="Academic Year">{exam.academicYear}</CardLine>
      <Box sx={{ mt: 1, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <ExamStatusChip exam={exam} />
        <GradeButton />
      </Box>
    </>
  );
}

const Column = DataTable.Col<Exam>;

/** Spec 001 §2.9: /admin/results-management and /teacher-portal/grading-results, five a page. */
export function ResultsList() {
  const narrow = useNarrow('md');
  return (
    <List
      title="Results Management"
      empty={false}
      actions={<Actions />}
      filter={{}}
      sort={{ field: 'examDate', order: 'DESC' }}
      perPage={5}
      pagination={<Pagination rowsPerPageOptions={[5]} />}
      exporter={false}
    >
      {narrow ? (
        <CardList testId="result-card">
          <ResultCard />
        </CardList>
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false}>
          <Column source="examName" label="Exam title" />
          <Column source="subjectName" label="Course/Subject" />
          <Column source="examDate" label="Date of exam" render={(r) => formatDate(r.examDate)} />
          <Column source="className" label="Class(es)" />
          <Column source="academicYear" label="Academic Year" disableSort />
          <Column source="status" label="Exam Status" render={(r) => <ExamStatusChip exam={r} />} />
          <Column label="Grade this exam" render={() => <GradeButton />} />
        </DataTable>
      )}
    </List>
  );
}
