import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Chip, Typography } from '@mui/material';
import {
  DataTable,
  DateInput,
  List,
  Pagination,
  SelectInput,
  TopToolbar,
  useBasename,
  useRecordContext,
} from 'react-admin';
import { formatSchoolDay, type ClassRegister } from '@chikoro/contracts';
import { CardLine, CardList, useNarrow } from '../shared/CardList';
import { ClassFilter } from './ClassFilter';
import { RegisterDialog } from './RegisterDialog';

const filters = [
  <SelectInput
    key="taken"
    source="taken"
    label="Register"
    alwaysOn
    emptyText="Taken and not taken"
    choices={[
      { id: false, name: 'Not taken' },
      { id: true, name: 'Taken' },
    ]}
  />,
  <DateInput key="date" source="date" label="Day" alwaysOn />,
  <ClassFilter key="classId" source="classId" alwaysOn />,
  <DateInput key="from" source="from" label="From" />,
  <DateInput key="to" source="to" label="To" />,
];

function Actions() {
  const basename = useBasename();
  return (
    <TopToolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Button component={RouterLink} to={`${basename}/take-register`}>
        Take register
      </Button>
      <Button component={RouterLink} to={`${basename}/attendance-figures`}>
        Term figures
      </Button>
      <Button component={RouterLink} to={`${basename}/reported-absences`}>
        Reported absences
      </Button>
    </TopToolbar>
  );
}

/** "Not taken" stands out: what the admin is here to chase. */
function TakenChip() {
  const r = useRecordContext<ClassRegister>();
  if (!r) return null;
  return r.taken ? (
    <Chip size="small" label="Taken" color="success" variant="outlined" />
  ) : (
    <Chip size="small" label="Not taken" color="error" />
  );
}

function RegisterCards({ open }: { open(r: ClassRegister): void }) {
  return (
    <CardList testId="register-card">
      <RegisterCardBody open={open} />
    </CardList>
  );
}

function RegisterCardBody({ open }: { open(r: ClassRegister): void }) {
  const r = useRecordContext<ClassRegister>();
  if (!r) return null;
  return (
    <>
      <Typography variant="subtitle1" component="p">
        {r.className} <TakenChip />
      </Typography>
      <CardLine label="Day">{formatSchoolDay(r.date)}</CardLine>
      {r.taken && (
        <CardLine label="Marks">
          {r.present} present, {r.absent} absent, {r.late} late of {r.total}
        </CardLine>
      )}
      <Button size="small" onClick={() => open(r)}>
        {r.taken ? 'View register' : 'Open'}
      </Button>
    </>
  );
}

const Column = DataTable.Col<ClassRegister>;

/** The school's registers by day: taken ones with their counts, and the school days' registers not taken, highlighted. */
export function AttendanceList() {
  const narrow = useNarrow('md');
  const [open, setOpen] = useState<ClassRegister | null>(null);
  return (
    <>
      <List
        title="Attendance"
        filters={filters}
        actions={<Actions />}
        empty={false}
        sort={{ field: 'date', order: 'DESC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      >
        {narrow ? (
          <RegisterCards open={setOpen} />
        ) : (
          <DataTable
            rowClick={(_, __, record) => {
              setOpen(record as ClassRegister);
              return false;
            }}
            bulkActionButtons={false}
            rowSx={(r) => (r.taken ? {} : { backgroundColor: 'rgba(211, 47, 47, 0.08)' })}
          >
            <Column source="date" label="Day" render={(r) => formatSchoolDay(r.date)} />
            <Column source="className" label="Class" />
            <Column source="taken" label="Register" render={() => <TakenChip />} />
            <Column source="present" label="Present" />
            <Column source="absent" label="Absent" />
            <Column source="late" label="Late" />
            <Column source="total" label="Total" />
            <Column label="Taken by" render={(r) => r.takenByName ?? ''} disableSort />
          </DataTable>
        )}
      </List>
      {open && (
        <Box>
          <RegisterDialog register={open} onClose={() => setOpen(null)} />
        </Box>
      )}
    </>
  );
}
