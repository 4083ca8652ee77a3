import { Box, Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import { Title, useBasename } from 'react-admin';
import { Link } from 'react-router-dom';

const steps = [
  {
    title: 'Describe your school year',
    to: 'menage-school-info',
    link: 'School Settings',
    text: 'Open the current academic year and its three terms with their real dates, then add your departments, levels (Form 1–6, Grade 1–7, ECD) with their grading scales, and your subjects.',
  },
  {
    title: 'Create your classes',
    to: 'class-management',
    link: 'Class Management',
    text: 'Each level has its classes ("Form 2 Blue", "Grade 4A"); choose a class teacher for each.',
  },
  {
    title: 'Register your teachers',
    to: 'teacher-management',
    link: 'Teacher Management',
    text: 'Each teacher gets a sign-in by email. Assign them the subjects they teach in each class this term.',
  },
  {
    title: 'Enrol your students',
    to: 'student-management',
    link: 'Student Management',
    text: 'Each student gets a registration number to sign in with; give them their one-time sign-in code. A parent phone or email invites the parent.',
  },
  {
    title: 'Bring in the parents',
    to: 'parent-management',
    link: 'Parent Management',
    text: 'Parents register from their invitation and see their children; link brothers and sisters to the same parent.',
  },
  {
    title: 'Check what changed',
    to: 'school-events',
    link: 'Audit log',
    text: 'Every change in your school is recorded with who made it and when, with the values before and after.',
  },
];

/** Getting Started for a school's admin: setting the school up, step by step. */
export function AdminGettingStarted() {
  const basename = useBasename();
  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 900 }}>
      <Title title="Getting Started" />
      <Typography variant="h5" component="h2" gutterBottom>
        Getting started as your school's admin
      </Typography>
      {steps.map((step, i) => (
        <Card component="section" key={step.to} sx={{ mb: 2 }}>
          <CardContent>
            <Typography variant="h6" component="h3" gutterBottom>
              {i + 1}. {step.title}
            </Typography>
            <Typography>
              {step.text}{' '}
              <MuiLink component={Link} to={`${basename}/${step.to}`}>
                {step.link}
              </MuiLink>
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
