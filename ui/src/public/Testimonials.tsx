import { useState } from 'react';
import { Box, Card, CardContent, IconButton, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import FormatQuote from '@mui/icons-material/FormatQuote';

/** What school staff say about the platform; attributed by role and town. */
const testimonials = [
  {
    quote:
      'Our marks used to live in a dozen exercise books. Now a corrected mark shows who changed it and why, and report cards are ready the day results are published.',
    who: 'Deputy Head, secondary school',
    where: 'Harare',
  },
  {
    quote:
      'Enrolling took one afternoon. The platform team called us back the next morning, and our admin officer had the teachers signed in by the end of the week.',
    who: 'Head, primary school',
    where: 'Bulawayo',
  },
  {
    quote:
      'Parents stopped queuing at the office to ask about results. They sign in with their phone number and see their children’s report cards themselves.',
    who: 'Admin Officer, mission school',
    where: 'Masvingo',
  },
] as const;

/** Three testimonials, one at a time, with previous and next buttons. */
export function Testimonials() {
  const [index, setIndex] = useState(0);
  const step = (by: number) =>
    setIndex((current) => (current + by + testimonials.length) % testimonials.length);
  const shown = testimonials[index]!;

  return (
    <Box
      component="section"
      aria-labelledby="testimonials-title"
      aria-roledescription="carousel"
      sx={{ py: 6 }}
    >
      <Typography id="testimonials-title" variant="h4" component="h2" align="center" gutterBottom>
        What schools say
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 0.5, sm: 2 },
          maxWidth: 860,
          mx: 'auto',
        }}
      >
        <IconButton aria-label="Previous testimonial" onClick={() => step(-1)}>
          <ChevronLeft fontSize="large" />
        </IconButton>
        <Card
          variant="outlined"
          sx={{ flexGrow: 1, minHeight: 210 }}
          aria-live="polite"
          data-testid="testimonial"
        >
          <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
            <FormatQuote color="secondary" sx={{ fontSize: 40 }} />
            <Typography variant="h6" component="blockquote" sx={{ m: 0, fontWeight: 400 }}>
              {shown.quote}
            </Typography>
            <Typography sx={{ mt: 2, fontWeight: 600 }}>{shown.who}</Typography>
            <Typography variant="body2" color="text.secondary">
              {shown.where}
            </Typography>
          </CardContent>
        </Card>
        <IconButton aria-label="Next testimonial" onClick={() => step(1)}>
          <ChevronRight fontSize="large" />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1, mt: 2 }}>
        {testimonials.map((t, i) => (
          <Box
            key={t.who}
            component="button"
            type="button"
            aria-label={`Testimonial ${i + 1} of ${testimonials.length}`}
            aria-current={i === index}
            onClick={() => setIndex(i)}
            sx={{
              width: 10,
              height: 10,
              p: 0,
              border: 0,
              borderRadius: '50%',
              cursor: 'pointer',
              bgcolor: i === index ? 'primary.main' : 'grey.400',
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
