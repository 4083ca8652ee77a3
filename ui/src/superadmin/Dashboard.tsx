import AssignmentIcon from '@mui/icons-material/Assignment';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import GroupIcon from '@mui/icons-material/Group';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import RefreshIcon from '@mui/icons-material/Refresh';
import SchoolIcon from '@mui/icons-material/School';
import FaceIcon from '@mui/icons-material/Face';
import { Suspense, lazy } from 'react';
import { Alert, Box, IconButton, Skeleton, Tooltip, Typography } from '@mui/material';
import { Title, useBasename } from 'react-admin';
import type { EnrolmentStatus } from '@chikoro/contracts';
import { FunctionSearch } from './dashboard/FunctionSearch';
import { LatestRequests } from './dashboard/LatestRequests';
import { StatCard } from './dashboard/StatCard';
import { useStatistics } from './dashboard/useStatistics';
import { ResultsStatistics } from '../reportcards/statistics/ResultsStatistics';

/** The charts library loads apart from the rest of the area. */
const Charts = lazy(() => import('./dashboard/Charts').then((m) => ({ default: m.Charts })));

const grid = (columns: number) => ({
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: `repeat(${columns}, 1fr)` },
  gap: 2,
  mb: 3,
});

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
      {children}
    </Typography>
  );
}

/**
 * /superadmin-dashboard (and /statistics): the platform's figures from the statistics read model,
 * the request and enquiry counters, charts, and the latest enrolment requests. No sample figures.
 */
export function Dashboard() {
  const basename = useBasename();
  const { data, error, reload } = useStatistics();
  const requests = (status: EnrolmentStatus) =>
    `${basename}/school-enrolment-requests?filter=${encodeURIComponent(JSON.stringify({ status }))}`;
  const enquiries = `${basename}/enquiries-from-schools`;
  const students =
    data && data.studentsEnrolled > 0 ? data.studentsEnrolled : data?.studentsDeclared;

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title="Statistics" />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
        }}
      >
        <FunctionSearch />
        <Tooltip title="Read the figures again">
          <IconButton onClick={() => void reload()} aria-label="Refresh the figures">
            <RefreshIcon />
          </IconButton>
        </Tooltip>
      </Box>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}

      <Heading>The platform</Heading>
      <Box sx={grid(5)}>
        <StatCard
          id="users"
          label="Total users"
          value={data?.users}
          caption="Sign-in accounts: superadmin, school admins, parents"
          icon={<GroupIcon />}
        />
        <StatCard
          id="schools"
          label="Schools"
          value={data?.schools}
          caption="Approved on Chikoro"
          icon={<SchoolIcon />}
          color="success.main"
          to={requests('APPROVED')}
        />
        <StatCard
          id="students"
          label="Students"
          value={students}
          caption={
            data && data.studentsEnrolled > 0
              ? 'Enrolled in Chikoro'
              : 'Declared by approved schools on their enrolment forms (none enrolled in Chikoro yet)'
          }
          icon={<FaceIcon />}
          color="info.main"
        />
        <StatCard
          id="enrolments"
          label="Enrolment requests"
          value={data?.enrolments.total}
          caption="Every request ever submitted"
          icon={<AssignmentIcon />}
          color="secondary.main"
          to={`${basename}/school-enrolment-requests`}
        />
        <StatCard
          id="open-enquiries"
          label="Open enquiries"
          value={data?.enquiries.open}
          caption="Raised and not yet resolved"
          icon={<QuestionAnswerIcon />}
          color="warning.main"
          to={enquiries}
        />
      </Box>

      <Heading>Enrolment requests</Heading>
      <Box sx={grid(3)}>
        <StatCard
          id="PENDING"
          label="Pending enrolment requests"
          value={data?.enrolments.pending}
          icon={<HourglassTopIcon />}
          color="warning.main"
          to={requests('PENDING')}
        />
        <StatCard
          id="APPROVED"
          label="Approved schools"
          value={data?.enrolments.approved}
          icon={<CheckCircleIcon />}
          color="success.main"
          to={requests('APPROVED')}
        />
        <StatCard
          id="REJECTED"
          label="Rejected requests"
          value={data?.enrolments.rejected}
          icon={<HighlightOffIcon />}
          color="error.main"
          to={requests('REJECTED')}
        />
      </Box>

      <Heading>Enquiries</Heading>
      <Box sx={grid(3)}>
        <StatCard
          id="enquiries-total"
          label="Enquiries received"
          value={data?.enquiries.total}
          icon={<QuestionAnswerIcon />}
          color="info.main"
          to={enquiries}
        />
        <StatCard
          id="enquiries-pending"
          label="Pending enquiries"
          value={data?.enquiries.open}
          icon={<HourglassTopIcon />}
          color="warning.main"
          to={enquiries}
        />
        <StatCard
          id="enquiries-resolved"
          label="Resolved enquiries"
          value={data?.enquiries.resolved}
          icon={<MarkEmailReadIcon />}
          color="success.main"
          to={enquiries}
        />
      </Box>

      <Heading>Charts</Heading>
      <Box sx={{ mb: 3 }}>
        <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
          {data && <Charts figures={data} />}
        </Suspense>
      </Box>

      <Heading>Results across schools</Heading>
      <Box sx={{ mb: 3 }}>
        <ResultsStatistics scope="platform" />
      </Box>

      <LatestRequests />
    </Box>
  );
}
