import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Box, Button, Collapse, Paper, Typography } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { enquiryResultMessages } from '@chikoro/contracts';
import { Loading } from '../shared/Loading';

/** The form and its validation load when the section is first opened, not with the landing page. */
const EnquiryForm = lazy(async () => ({ default: (await import('./EnquiryForm')).EnquiryForm }));

/** Both anchors of spec 000 §2 lead here, and open the form on arrival. */
export const ENQUIRY_ANCHORS = ['raise_an_enquiry', 'enrol_your_school_today'] as const;

/** The landing page's collapsible enquiry form. */
export function EnquirySection() {
  const { hash } = useLocation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if ((ENQUIRY_ANCHORS as readonly string[]).includes(decodeURIComponent(hash.slice(1))))
      setOpen(true);
  }, [hash]);

  return (
    <Paper
      id={ENQUIRY_ANCHORS[0]}
      component="section"
      aria-labelledby="enquiry-title"
      sx={{ p: { xs: 2, md: 4 }, scrollMarginTop: 80 }}
    >
      <Box id={ENQUIRY_ANCHORS[1]} sx={{ scrollMarginTop: 80 }} />
      <Typography id="enquiry-title" variant="h4" component="h2" gutterBottom>
        Raise an enquiry
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        Want to know more before enrolling your school? Tell us about the school and who to talk to;
        the Chikoro team will contact the admin officer to answer your questions and show the
        platform.
      </Typography>
      <Button
        variant={open ? 'outlined' : 'contained'}
        onClick={() => setOpen((current) => !current)}
        aria-expanded={open}
        aria-controls="enquiry-form-panel"
        endIcon={open ? <ExpandLess /> : <ExpandMore />}
      >
        {open ? enquiryResultMessages.hideForm : enquiryResultMessages.showForm}
      </Button>
      <Collapse in={open} id="enquiry-form-panel" mountOnEnter unmountOnExit={false}>
        <Box sx={{ pt: 3 }}>
          <Suspense fallback={<Loading />}>
            <EnquiryForm />
          </Suspense>
        </Box>
      </Collapse>
    </Paper>
  );
}
