import { useState } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { setupMessages as m } from '@chikoro/contracts';
import { DepartmentDialog } from './DepartmentDialog';
import { LevelDialog } from './LevelDialog';
import { RemoveDepartmentDialog } from './RemoveDepartmentDialog';
import { ScaleVersionsDialog } from './ScaleVersionsDialog';
import { DepartmentsSection, LevelsSection, SubjectsSection, YearsSection } from './SetupSections';
import { SetupTile } from './SetupTile';
import { SubjectDialog } from './SubjectDialog';
import { TermDialog } from './TermDialog';
import { YearDialog } from './YearDialog';
import { useSetupLists } from './useSetupLists';
import { dateRange, type Department, type Level } from './records';

type Open =
  | { kind: 'year' }
  | { kind: 'term' }
  | { kind: 'subject' }
  | { kind: 'department'; department?: Department }
  | { kind: 'remove'; department: Department }
  | { kind: 'level'; level?: Level }
  | { kind: 'versions'; level: Level };

const count = (n: number | undefined) => (n === undefined ? '…' : String(n));

/** /admin/menage-school-info (spec 001 §2.10): the school's year, term, departments, levels with their scales and subjects. */
export function SchoolInformationPage() {
  const lists = useSetupLists();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const year = lists.years.find((y) => y.current);
  const term = lists.terms.find((t) => t.current);
  return (
    <Box sx={{ mt: 2, mb: 4, minWidth: 0 }}>
      <Title title="School Settings" />
      <Typography variant="h4" component="h2" gutterBottom>
        Manage School Information
      </Typography>
      {lists.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Failed to fetch school data
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
          gap: 2,
          mb: 3,
        }}
      >
        <SetupTile
          id="year"
          label="Academic year"
          value={year?.name ?? (lists.loading ? '…' : 'No academic year')}
          detail={year && dateRange(year)}
          action="Add academic year"
          onAction={() => setOpen({ kind: 'year' })}
        />
        <SetupTile
          id="term"
          label="Current term"
          value={
            term ? `${term.name} ${term.academicYearName}` : lists.loading ? '…' : m.noApprovedTerm
          }
          detail={term && dateRange(term)}
          action="Add a term"
          onAction={() => setOpen({ kind: 'term' })}
        />
        <SetupTile
          id="departments"
          label="Departments"
          value={count(lists.totals.departments)}
          action="Create department"
          onAction={() => setOpen({ kind: 'department' })}
        />
        <SetupTile
          id="levels"
          label="Levels/grades"
          value={count(lists.totals.levels)}
          action="Create level/grade"
          onAction={() => setOpen({ kind: 'level' })}
        />
        <SetupTile
          id="subjects"
          label="Subjects"
          value={count(lists.totals.subjects)}
          action="Add a subject"
          onAction={() => setOpen({ kind: 'subject' })}
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <YearsSection years={lists.years} terms={lists.terms} />
        <LevelsSection
          levels={lists.levels}
          onChangeScale={(level) => setOpen({ kind: 'level', level })}
          onVersions={(level) => setOpen({ kind: 'versions', level })}
        />
        <DepartmentsSection
          departments={lists.departments}
          onRename={(department) => setOpen({ kind: 'department', department })}
          onRemove={(department) => setOpen({ kind: 'remove', department })}
        />
        <SubjectsSection subjects={lists.subjects} />
      </Box>
      {open?.kind === 'year' && (
        <YearDialog
          open
          current={year}
          latest={[...lists.years].sort((a, b) => b.startDate.localeCompare(a.startDate))[0]}
          terms={lists.terms}
          onClose={close}
        />
      )}
      {open?.kind === 'term' && (
        <TermDialog open years={lists.years} currentTerm={term} onClose={close} />
      )}
      {open?.kind === 'department' && (
        <DepartmentDialog department={open.department} onClose={close} />
      )}
      {open?.kind === 'remove' && (
        <RemoveDepartmentDialog department={open.department} onClose={close} />
      )}
      {open?.kind === 'level' && <LevelDialog level={open.level} onClose={close} />}
      {open?.kind === 'versions' && <ScaleVersionsDialog level={open.level} onClose={close} />}
      {open?.kind === 'subject' && (
        <SubjectDialog departments={lists.departments} onClose={close} />
      )}
    </Box>
  );
}
