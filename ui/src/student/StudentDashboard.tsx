import { useEffect, useState, type ReactNode } from 'react';
import ClassIcon from '@mui/icons-material/Class';
import EventIcon from '@mui/icons-material/Event';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PersonIcon from '@mui/icons-material/Person';
import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { Title, useBasename, useGetIdentity } from 'react-admin';
import { Link } from 'react-router-dom';
import { LatestAnnouncements } from '../announcements';
import { PageTiles } from '../portals/PageTiles';
import type { MyClass } from '@chikoro/contracts';
import { useListTotal } from '../admin/useListTotal';
import { apiFetch } from '../api/httpClient';
import { dateRange } from '../setup/records';
import { termLabel, useTerms } from '../setup/useTerms';

/** The pages of the portal, each with what it holds. */
const tiles = [
  { label: 'Subjects', to: 'subjects', text: 'Your subjects this term and who teaches them.' },
  {
    label: 'Exam Time Table',
    to: 'exam-time-table',
    text: 'Your exams: dates, papers, total marks, and whether you sat them.',
  },
  {
    label: 'Exam Results',
    to: 'exam-results',
    text: 'Your scores, grades and comments, term by term, once published.',
  },
  {
    label: 'Report Card',
    to: 'report-card',
    text: 'Your published report cards, to print or download.',
  },
];

/** One fact on the dashboard: a label, the value (a skeleton while it loads), and a line under it. */
function Fact({
  id,
  label,
  value,
  caption,
  icon,
  to,
}: {
  id: string;
  label: string;
  value: ReactNode;
  caption?: string;
  icon: ReactNode;
  to?: string;
}) {
  const body = (
    <CardContent>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography color="text.secondary" variant="body2">
          {label}
        </Typography>
        <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
      </Box>
      <Typography
        variant="h5"
        component="p"
        data-testid={`fact-${id}`}
        sx={{ fontWeight: 600, mt: 0.5, overflowWrap: 'anywhere' }}
      >
        {value === undefined ? <Skeleton width={80} /> : value}
      </Typography>
      {caption && (
        <Typography variant="caption" color="text.secondary">
          {caption}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card sx={{ borderTop: 4, borderColor: 'primary.main', height: '100%' }}>
      {to ? (
        <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}

/** The student's class (GET /api/my-class); null when they are in none. */
function useMyClass(): MyClass | null | undefined {
  const [myClass, setMyClass] = useState<MyClass | null | undefined>(undefined);
  useEffect(() => {
    apiFetch('/api/my-class')
      .then(({ json }) => setMyClass(json as MyClass))
      .catch(() => setMyClass(null));
  }, []);
  return myClass;
}

/** /student-portal (spec 001 §2.12): how many subjects, the class and its teacher, the current term, the school's newest announcements, and the portal's pages. */
export function StudentDashboard() {
  const basename = useBasename();
  const { identity } = useGetIdentity();
  const subjects = useListTotal('my-subjects');
  const myClass = useMyClass();
  const { current, isPending } = useTerms();
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title="Dashboard" />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Welcome{identity?.fullName ? `, ${identity.fullName}` : ''}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          gap: 2,
          mb: 3,
        }}
      >
        <Fact
          id="subjects"
          label="Subjects"
          icon={<MenuBookIcon />}
          to={`${basename}/subjects`}
          value={subjects === undefined ? undefined : (subjects ?? 0)}
          caption="taught to your class this term"
        />
        <Fact
          id="class"
          label="Class"
          icon={<ClassIcon />}
          value={myClass === undefined ? undefined : (myClass?.className ?? 'No class')}
          caption={myClass?.levelName ?? undefined}
        />
        <Fact
          id="class-teacher"
          label="Class teacher"
          icon={<PersonIcon />}
          value={
            myClass === undefined ? undefined : (myClass?.classTeacherName ?? 'Not chosen yet')
          }
        />
        <Fact
          id="term"
          label="Current term"
          icon={<EventIcon />}
          value={isPending ? undefined : current ? termLabel(current) : 'No term now'}
          caption={current ? dateRange(current) : undefined}
        />
      </Box>
      <Card sx={{ mb: 3 }}>
        <CardContent>
          <LatestAnnouncements />
        </CardContent>
      </Card>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Your pages
      </Typography>
      <PageTiles tiles={tiles} />
    </Box>
  );
}
