import FaceIcon from '@mui/icons-material/Face';
import SchoolIcon from '@mui/icons-material/School';
import { Avatar, Box, Card, CardContent, Typography } from '@mui/material';
import { Title, useBasename } from 'react-admin';
import { PageTiles } from '../portals/PageTiles';
import { useProtectedFile } from '../api/useProtectedFile';
import { FunctionSearch } from '../superadmin/dashboard/FunctionSearch';
import { StatCard } from '../superadmin/dashboard/StatCard';
import type { Destination } from '../superadmin/destinations';
import { sidebarFor } from '../modules';
import { useListTotal } from './useListTotal';
import { useMySchool } from './useMySchool';

const destinations: Destination[] = sidebarFor('ADMIN').map((s) => ({
  label: s.label,
  path: `/${s.path}`,
  group: 'Pages',
  keywords: [...(s.keywords ?? [])],
}));

/** The 'Manage your school' tiles, with the spec's own spellings of their routes. */
const tiles = [
  {
    label: 'Students',
    to: 'student_management',
    text: 'Enrol students, move them between classes, hand out their sign-in codes.',
  },
  {
    label: 'Teachers',
    to: 'teacher-management',
    text: 'Register teachers and assign them subjects and classes.',
  },
  {
    label: 'Classes',
    to: 'class_management',
    text: 'Create classes for each level and choose their class teachers.',
  },
  {
    label: 'Parents',
    to: 'parent-management',
    text: 'Invite parents and link them to their children.',
  },
  {
    label: 'School information',
    to: 'menage-school-info',
    text: 'Academic years, terms, departments, levels with grading scales, subjects.',
  },
  { label: 'Audit log', to: 'school-events', text: 'Who changed what in your school, and when.' },
];

function AboutSchool() {
  const { school, failed } = useMySchool();
  const { file } = useProtectedFile(school?.logoFileId);
  const place = school
    ? [school.address, school.town, school.province, school.country].filter(Boolean).join(', ')
    : '';
  return (
    <Card sx={{ mb: 3 }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar
          src={file?.url}
          alt=""
          variant="rounded"
          sx={{ width: 64, height: 64, bgcolor: 'secondary.main', fontSize: 28 }}
        >
          {(school?.name ?? 'S').charAt(0)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary">
            About School
          </Typography>
          <Typography variant="h5" component="p" data-testid="about-school-name">
            {school?.name ?? (failed ? 'SCHOOL NAME' : '…')}
          </Typography>
          <Typography color="text.secondary">{place}</Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

/** /admin: About School with the school's real figures, 'search for functionality' and the 'Manage your school' tiles. */
export function AdminDashboard() {
  const basename = useBasename();
  const students = useListTotal('students');
  const teachers = useListTotal('teachers');
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title="Dashboard" />
      <Box sx={{ mb: 3 }}>
        <FunctionSearch options={destinations} />
      </Box>
      <AboutSchool />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
          gap: 2,
          mb: 3,
        }}
      >
        {students !== null && (
          <StatCard
            id="students"
            label="Total students"
            value={students}
            icon={<FaceIcon />}
            to={`${basename}/student-management`}
          />
        )}
        {teachers !== null && (
          <StatCard
            id="teachers"
            label="Total teachers"
            value={teachers}
            icon={<SchoolIcon />}
            to={`${basename}/teacher-management`}
          />
        )}
      </Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Manage your school
      </Typography>
      <PageTiles tiles={tiles} wide={3} />
    </Box>
  );
}
