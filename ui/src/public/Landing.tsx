import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import {
  Box,
  Button,
  Card,
  CardContent,
  Container,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Typography,
} from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { EnquirySection } from '../enquiries/EnquirySection';
import { ClientsStrip } from './ClientsStrip';
import { SchoolSearch } from './SchoolSearch';
import { modules } from './siteLinks';
import { Testimonials } from './Testimonials';

function Hero() {
  return (
    <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 9 } }}>
      <Container
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          gap: 4,
          alignItems: 'center',
        }}
      >
        <Box>
          <Typography
            variant="h3"
            component="h1"
            fontWeight={700}
            gutterBottom
            sx={{ fontSize: { xs: '2rem', md: '3rem' } }}
          >
            School management, from enrolment to report card
          </Typography>
          <Typography variant="h6" component="p" sx={{ opacity: 0.9, mb: 3, fontWeight: 400 }}>
            Chikoro brings student information, institute administration, student performance and
            communication together for schools, their teachers, students and parents.
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              color="secondary"
              size="large"
              component={RouterLink}
              to="/enrol-your-school"
            >
              Enrol your school today
            </Button>
            <Button
              variant="outlined"
              color="inherit"
              size="large"
              component={RouterLink}
              to="/#raise_an_enquiry"
            >
              Raise Enquiry
            </Button>
          </Box>
        </Box>
        <Features />
      </Container>
    </Box>
  );
}

/** The features list: the four modules in one glance, each a link to its section below. */
function Features() {
  return (
    <Paper
      elevation={0}
      sx={{ bgcolor: 'rgba(255,255,255,0.1)', color: 'inherit', p: 2 }}
      component="section"
      aria-label="Features"
    >
      <List dense disablePadding>
        {modules.map((module) => (
          <ListItem key={module.id} disablePadding>
            <ListItemButton
              component={RouterLink}
              to={`/#${module.id}`}
              sx={{
                color: 'inherit',
                borderRadius: 1,
                '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
              }}
            >
              <ListItemIcon sx={{ minWidth: 36, color: 'secondary.main' }}>
                <CheckCircle />
              </ListItemIcon>
              <ListItemText
                primary={module.title}
                secondary={module.summary}
                slotProps={{
                  primary: { fontWeight: 600 },
                  secondary: { color: 'inherit', sx: { opacity: 0.85 } },
                }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

function Modules() {
  return (
    <Box component="section" aria-labelledby="modules-title" sx={{ py: 5 }}>
      <Typography id="modules-title" variant="h4" component="h2" align="center" gutterBottom>
        What we do
      </Typography>
      <Typography color="text.secondary" align="center" sx={{ mb: 4 }}>
        Four modules, one record of the school: every change is kept with who made it and when.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
          gap: 2,
        }}
      >
        {modules.map((module) => (
          <Card key={module.id} id={module.id} variant="outlined" sx={{ scrollMarginTop: 80 }}>
            <CardContent>
              <Typography variant="h6" component="h3" gutterBottom>
                {module.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                {module.summary}
              </Typography>
              <Box component="ul" sx={{ pl: 2.5, m: 0, '& li': { mb: 0.5 } }}>
                {module.points.map((point) => (
                  <Typography key={point} component="li" variant="body2">
                    {point}
                  </Typography>
                ))}
              </Box>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

function ContactUs() {
  return (
    <Paper
      component="section"
      aria-labelledby="contact-title"
      sx={{
        p: { xs: 3, md: 4 },
        my: 4,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        justifyContent: 'space-between',
        bgcolor: 'secondary.light',
      }}
    >
      <Box>
        <Typography id="contact-title" variant="h5" component="h2">
          Questions about Chikoro?
        </Typography>
        <Typography>
          Talk to the platform team about enrolment, pricing or how the platform fits your school.
        </Typography>
      </Box>
      <Button variant="contained" size="large" component={RouterLink} to="/contact">
        Contact us
      </Button>
    </Paper>
  );
}

/** The public landing page (spec 000 §2). */
export function Landing() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    // After the page (and an opening enquiry form) has laid out, bring the anchor into view.
    const timer = setTimeout(
      () =>
        document
          .getElementById(decodeURIComponent(hash.slice(1)))
          ?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
      50,
    );
    return () => clearTimeout(timer);
  }, [hash]);

  return (
    <>
      <Hero />
      <Container sx={{ py: 4 }}>
        <SchoolSearch />
        <ClientsStrip />
        <Modules />
        <Testimonials />
        <ContactUs />
        <EnquirySection />
      </Container>
    </>
  );
}
