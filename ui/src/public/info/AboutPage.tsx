import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Link } from '@mui/material';
import { modules } from '../siteLinks';
import { Heading, InfoPage, P } from './InfoPage';

export function AboutPage() {
  return (
    <InfoPage
      title="About us"
      intro="Chikoro (“school” in Shona) is a school management platform for schools in Zimbabwe and beyond."
    >
      <P>
        We built Chikoro for the work a school does every term: enrolling students, setting up
        classes and subjects, recording marks, publishing report cards and keeping parents informed.
        Schools use it from a computer in the office or from a phone in the staff room; teachers,
        students and parents each get their own area.
      </P>

      <Heading>What the platform does</Heading>
      <Box component="ul">
        {modules.map((module) => (
          <li key={module.id}>
            <strong>{module.title}.</strong> {module.summary} {module.points.join('. ')}.
          </li>
        ))}
      </Box>

      <Heading>How a school joins</Heading>
      <Box component="ol" sx={{ pl: 3, '& li': { mb: 0.75 } }}>
        <li>
          The school fills in the enrolment form with its details and those of its Head/Principal
          and Admin Officer.
        </li>
        <li>The platform team checks the request and approves it, or explains what is missing.</li>
        <li>The Admin Officer receives a one-time code by email, sets a password and signs in.</li>
        <li>
          The admin sets up the school’s year, terms, classes and subjects, and invites teachers,
          students and parents.
        </li>
      </Box>
      <P>Not ready to enrol? Raise an enquiry and we will call the school back.</P>

      <Heading>What we hold ourselves to</Heading>
      <Box component="ul">
        <li>
          <strong>A school sees only its own records.</strong> The platform checks every request
          against the signed-in person’s school and role; nobody reaches another school’s data by
          changing a link.
        </li>
        <li>
          <strong>Every change is recorded</strong> with who made it and when. A corrected mark
          keeps the previous mark and the reason, so a report card can always be explained.
        </li>
        <li>
          <strong>No advertising, no selling of data.</strong> Information about students and
          parents is used only to run the school’s work. Our{' '}
          <Link component={RouterLink} to="/privacy">
            Privacy policy
          </Link>{' '}
          says exactly what we hold and who can see it.
        </li>
      </Box>

      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 4 }}>
        <Button variant="contained" component={RouterLink} to="/enrol-your-school">
          Enrol your school
        </Button>
        <Button variant="outlined" component={RouterLink} to="/#raise_an_enquiry">
          Raise an enquiry
        </Button>
        <Button component={RouterLink} to="/contact">
          Contact us
        </Button>
      </Box>
    </InfoPage>
  );
}
