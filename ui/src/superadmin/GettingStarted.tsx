import type { ReactNode } from 'react';
import { Box, Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import { Title, useBasename } from 'react-admin';
import { Link } from 'react-router-dom';

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <Card component="section" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {n}. {title}
        </Typography>
        <Typography
          component="div"
          variant="body1"
          sx={{ '& p': { my: 1 }, '& ul': { my: 1, pl: 3 } }}
        >
          {children}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Getting Started: what the platform's superadmin does, and where in this area each duty lives. */
export function GettingStarted() {
  const b = useBasename();
  const to = (path: string, label: string) => (
    <MuiLink component={Link} to={`${b}${path}`}>
      {label}
    </MuiLink>
  );
  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 900 }}>
      <Title title="Getting Started" />
      <Typography variant="h4" component="h2" gutterBottom>
        Getting started as the superadmin
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        You run the platform: you decide which schools join Chikoro, answer the enquiries of schools
        that are still deciding, and keep an eye on what happens. Every action you take is recorded
        with your name in the audit log.
      </Typography>
      <Step n={1} title="Review enrolment requests">
        <p>
          A school enrols through the public form. Its request waits in{' '}
          {to('/school-enrolment-requests', 'School Enrollment')} as PENDING, and the bell in the
          top bar counts it until you look.
        </p>
        <ul>
          <li>
            Open a request to see every field the school sent, its logo and its payment receipt.
          </li>
          <li>
            If a detail is plainly wrong (a misspelt name, a wrong district), correct it with{' '}
            <strong>Edit</strong>. Only a pending request can be corrected; the same rules as the
            enrolment form apply, and the request&apos;s history keeps the value before and after.
          </li>
          <li>
            <strong>Approve</strong> creates the account of the school&apos;s Admin Officer and
            mails them a one-time code to set a password. The school is then listed in the public
            school search.
          </li>
          <li>
            <strong>Reject</strong> needs a reason; the school and its Admin Officer are mailed the
            reason so they can enrol again.
          </li>
          <li>
            A decision is final: a request that is approved or rejected cannot be decided again.
          </li>
        </ul>
      </Step>
      <Step n={2} title="Answer enquiries">
        <p>
          Schools that want to know more raise an enquiry from the landing page. Find them in{' '}
          {to('/enquiries-from-schools', 'Enquiries')}, contact the school, then mark the enquiry
          resolved with a comment on what was agreed. Reopen it if the school comes back.
        </p>
      </Step>
      <Step n={3} title="Watch the figures">
        <p>
          The {to('/', 'Statistics')} dashboard shows the accounts, the approved schools, the
          students they declared, the requests by status, the open enquiries, and charts by month,
          province and ownership. The figures are computed from the whole history of the platform
          and can be rebuilt from it at any time.
        </p>
      </Step>
      <Step n={4} title="Check the audit log">
        <p>
          The {to('/events', 'Audit log')} lists every change on the platform: when, who (name and
          role), which school and record, and what changed from what. Filter by school, person,
          event type, record or dates, and export what you see as CSV for an inspection. Passwords,
          codes and tokens are never recorded.
        </p>
      </Step>
      <Step n={5} title="Keep your own account safe">
        <p>
          Check your names in your {to('/profile', 'Profile')} and change your password in{' '}
          {to('/settings', 'Settings')}: use at least 8 characters, and a new one each time. Sign
          out from the menu under your name when you leave a shared computer.
        </p>
      </Step>
    </Box>
  );
}
