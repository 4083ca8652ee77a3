import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Divider,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import {
  dateRange,
  scaleLine,
  type AcademicYear,
  type Department,
  type Level,
  type Subject,
  type Term,
} from './records';

function Section({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <Card data-testid={`section-${id}`}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {empty ? (
          <Typography color="text.secondary">None yet.</Typography>
        ) : (
          <Stack divider={<Divider flexItem />} spacing={1}>
            {children}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

const current = <Chip size="small" color="primary" label="Current" sx={{ ml: 1 }} />;
const Row = ({ children, testId }: { children: ReactNode; testId?: string }) => (
  <Box
    data-testid={testId}
    sx={{
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: 1,
      justifyContent: 'space-between',
    }}
  >
    {children}
  </Box>
);

export function YearsSection({ years, terms }: { years: AcademicYear[]; terms: Term[] }) {
  return (
    <Section id="years" title="Academic years and terms" empty={years.length === 0}>
      {years.map((y) => (
        <Box key={y.id} data-testid={`year-${y.name}`}>
          <Typography sx={{ fontWeight: 600 }}>
            {y.name} {y.current && current}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {dateRange(y)}
          </Typography>
          {terms
            .filter((t) => t.academicYearId === y.id)
            .map((t) => (
              <Typography
                key={t.id}
                variant="body2"
                sx={{ pl: 2 }}
                data-testid={`term-${t.name}-${y.name}`}
              >
                {t.name}: {dateRange(t)} {t.current && current}
              </Typography>
            ))}
        </Box>
      ))}
    </Section>
  );
}

export function DepartmentsSection({
  departments,
  onRename,
  onRemove,
}: {
  departments: Department[];
  onRename(d: Department): void;
  onRemove(d: Department): void;
}) {
  return (
    <Section id="departments" title="Departments" empty={departments.length === 0}>
      {departments.map((d) => (
        <Row key={d.id} testId={`department-${d.name}`}>
          <Typography>
            {d.name}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              ({d.subjectCount} {d.subjectCount === 1 ? 'subject' : 'subjects'})
            </Typography>
          </Typography>
          <Box>
            <Button size="small" onClick={() => onRename(d)}>
              Rename
            </Button>
            <Tooltip title={d.subjectCount > 0 ? 'Subjects use this department' : ''}>
              <span>
                <Button
                  size="small"
                  color="error"
                  disabled={d.subjectCount > 0}
                  onClick={() => onRemove(d)}
                >
                  Remove
                </Button>
              </span>
            </Tooltip>
          </Box>
        </Row>
      ))}
    </Section>
  );
}

export function LevelsSection({
  levels,
  onChangeScale,
  onVersions,
}: {
  levels: Level[];
  onChangeScale(l: Level): void;
  onVersions(l: Level): void;
}) {
  return (
    <Section id="levels" title="Levels/grades and grading scales" empty={levels.length === 0}>
      {levels.map((l) => (
        <Row key={l.id} testId={`level-${l.name}`}>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {l.name}
              {l.description ? ` — ${l.description}` : ''}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Version {l.gradingScale.version}: {scaleLine(l.gradingScale.rows)}
            </Typography>
          </Box>
          <Box>
            <Button size="small" onClick={() => onChangeScale(l)}>
              Change grading scale
            </Button>
            {l.gradingScale.version > 1 && (
              <Button size="small" onClick={() => onVersions(l)}>
                Versions
              </Button>
            )}
          </Box>
        </Row>
      ))}
    </Section>
  );
}

export function SubjectsSection({ subjects }: { subjects: Subject[] }) {
  return (
    <Section id="subjects" title="Subjects" empty={subjects.length === 0}>
      {subjects.map((s) => (
        <Row key={s.id} testId={`subject-${s.name}`}>
          <Typography>
            {s.name}
            {s.code ? ` (${s.code})` : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {s.departmentName ?? 'No department'}
          </Typography>
        </Row>
      ))}
    </Section>
  );
}
