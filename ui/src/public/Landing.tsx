import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Box, Button, Card, CardContent, Container, Typography } from '@mui/material';
import { SchoolSearch } from './SchoolSearch';

const modules = [
  { title: 'Student Information System', text: 'Enrolment, classes and every student’s record in one place.' },
  { title: 'Institute Administration', text: 'Academic years, terms, departments, subjects, teachers and parents.' },
  { title: 'Student Performance Management', text: 'Marks, corrections with their reasons, and report cards.' },
  { title: 'Communication', text: 'Messages between the school, its teachers, students and parents.' },
];

export function Landing() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
  }, [hash]);

  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 9 } }}>
        <Container>
          <Typography variant="h3" component="h1" fontWeight={700} gutterBottom>
            School management, from enrolment to report card
          </Typography>
          <Typography variant="h6" component="p" sx={{ maxWidth: 720, opacity: 0.9, mb: 3 }}>
            Chikoro brings student information, institute administration, student performance and communication together for
            schools, their teachers, students and parents.
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button variant="contained" color="secondary" size="large" component={RouterLink} to="/enrol-your-school">
              Enrol your school today
            </Button>
            <Button variant="outlined" color="inherit" size="large" component={RouterLink} to="/#raise_an_enquiry">
              Raise Enquiry
            </Button>
          </Box>
        </Container>
      </Box>
      <Container sx={{ py: 4 }}>
        <SchoolSearch />
        <Typography variant="h5" component="h2" sx={{ mt: 5, mb: 2 }}>
          What we do
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2 }}>
          {modules.map((module) => (
            <Card key={module.title} variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h3" gutterBottom>
                  {module.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {module.text}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
        <Box id="raise_an_enquiry" component="section" sx={{ mt: 5, scrollMarginTop: 80 }}>
          <Typography variant="h5" component="h2" gutterBottom>
            Raise an enquiry
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Want to know more before enrolling? The enquiry form will open here; until then, enrolling is the quickest way to
            reach the platform team.
          </Typography>
          <Button variant="contained" component={RouterLink} to="/enrol-your-school">
            Enrol your school
          </Button>
        </Box>
      </Container>
    </>
  );
}
