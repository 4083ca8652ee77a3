import { Box, Chip, MenuItem, TextField, Typography } from '@mui/material';
import {
  DataTable,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TopToolbar,
  useListContext,
  useRecordContext,
} from 'react-admin';
import type { Exam } from '@chikoro/contracts';
import { CardLine, CardList, useNarrow } from '../shared/CardList';
import { formatDate } from '../shared/dates';
import { CreateExamButton } from './CreateExamButton';
import { ExamDetailsButton } from './ExamDetailsButton';
import { useChoices } from '../shared/useChoices';

export function ExamStatusChip({ exam }: { exam: Exam }) {
  const color =
    exam.status === 'Graded' ? 'success' : exam.status === 'Cancelled' ? 'default' : 'warning';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={
        exam.status === 'Pending' ? `Pending (${exam.markedCount}/${exam.classSize})` : exam.status
      }
    />
  );
}

function LevelFilter(props: { source: string; alwaysOn?: boolean }) {
  const { choices } = useChoices<{ id: string; name: string }>('levels', (l) => l.name);
  return <SelectInput {...props} label="Filter" choices={choices} emptyText="None" />;
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search for an exam" />,
  <LevelFilter key="levelId" source="levelId" alwaysOn />,
];

const sorts = [
  { value: 'none', label: 'None', field: 'examDate', order: 'DESC' as const },
  { value: 'className', label: 'Class Name', field: 'className', order: 'ASC' as const },
  { value: 'levelName', label: 'Level', field: 'levelName', order: 'ASC' as const },
];

/** Spec 001 §2.8's sort select: None, Class Name or Level. */
function SortSelect() {
  const { sort, setSort } = useListContext();
  const current = sorts.find((s) => s.field === sort.field)?.value ?? 'none';
  return (
    <TextField
      select
      size="small"
      label="Sort by"
      value={current}
      sx={{ minWidth: 140 }}
      onChange={(e) => {
        const s = sorts.find((x) => x.value === e.target.value)!;
        setSort({ field: s.field, order: s.order });
      }}
    >
      {sorts.map((s) => (
        <MenuItem key={s.value} value={s.value}>
          {s.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function Actions() {
  return (
    <TopToolbar sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <SortSelect />
      <Typography component="span">Exam Creation:</Typography>
      <CreateExamButton />
    </TopToolbar>
  );
}

function Title({ exam }: { exam: Exam }) {
  return (
    <>
      {exam.examName}
      <Typography variant="caption" component="div" color="text.secondary">
        {exam.subjectName} · {exam.className} · {exam.teacherName}
      </Typography>
    </>
  );
}

function ExamCard() {
  const exam = useRecordContext<Exam>();
  if (!exam) return null;
  return (
    <>
      <Typography variant="subtitle1" component="p">
        <Title exam={exam} />
      </Typography>
      <CardLine label="Weight">{exam.weight}%</CardLine>
      <CardLine label="Out of">{exam.outOf}</CardLine>
      <CardLine label="Paper No.">{exam.paperNo}</CardLine>
      <CardLine label="Exam Date">{formatDate(exam.examDate)}</CardLine>
      <CardLine label="Level">{exam.levelName}</CardLine>
      <CardLine label="Academic Year">{exam.academicYear}</CardLine>
      <Box sx={{ mt: 1, display: 'flex', gap: 1, alignItems: 'center' }}>
        <ExamStatusChip exam={exam} />
        <ExamDetailsButton />
      </Box>
    </>
  );
}

const Column = DataTable.Col<Exam>;

/** Spec 001 §2.8: /admin/exam-management and /teacher-portal/exam-management, five a page. */
export function ExamList() {
  const narrow = useNarrow('md');
  return (
    <List
      title="Exam Management"
      empty={false}
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'examDate', order: 'DESC' }}
      perPage={5}
      pagination={<Pagination rowsPerPageOptions={[5]} />}
      exporter={false}
    >
      {narrow ? (
        <CardList testId="exam-card">
          <ExamCard />
        </CardList>
      ) : (
        <DataTable
          rowClick={false}
          bulkActionButtons={false}
          sx={{ '& .RaDataTable-rowCell, & .RaDataTable-headerCell': { px: 1 } }}
        >
          <Column source="examName" label="Exam Title" render={(r) => <Title exam={r} />} />
          <Column source="weight" label="Weight" disableSort render={(r) => `${r.weight}%`} />
          <Column source="outOf" label="Out of" disableSort />
          <Column source="paperNo" label="Paper No." />
          <Column source="examDate" label="Exam Date" render={(r) => formatDate(r.examDate)} />
          <Column source="levelName" label="Level" />
          <Column source="academicYear" label="Academic Year" disableSort />
          <Column source="status" label="Exam Status" render={(r) => <ExamStatusChip exam={r} />} />
          <Column label="Details" render={() => <ExamDetailsButton />} />
        </DataTable>
      )}
    </List>
  );
}
