import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardContent, Link, Typography } from '@mui/material';
import { contact } from '../siteLinks';
import { InfoPage, P } from './InfoPage';

function Item({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function ContactPage() {
  return (
    <InfoPage
      title="Contact us"
      intro="The Chikoro platform team answers schools, parents and anyone thinking of enrolling."
    >
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, my: 3 }}
      >
        <Item title="Email">
          <Typography>
            Support and enrolment: <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
          </Typography>
          <Typography>
            Privacy and your data:{' '}
            <Link href={`mailto:${contact.privacyEmail}`}>{contact.privacyEmail}</Link>
          </Typography>
        </Item>
        <Item title="Phone">
          <Typography>{contact.phone}</Typography>
          <Typography variant="body2" color="text.secondary">
            {contact.hours}
          </Typography>
        </Item>
        <Item title="Office">
          <Box component="address" sx={{ fontStyle: 'normal' }} data-testid="office-address">
            {contact.address.map((line) => (
              <Typography key={line}>{line}</Typography>
            ))}
          </Box>
        </Item>
        <Item title="Already using Chikoro?">
          <Typography>
            Teachers, students and parents: your school’s Admin Officer can reset accounts and
            correct most details straight away.
          </Typography>
        </Item>
      </Box>
      <P>
        Thinking of bringing your school on board? Raise an enquiry and we will call the school
        back, or enrol it now.
      </P>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" component={RouterLink} to="/#raise_an_enquiry">
          Raise an enquiry
        </Button>
        <Button variant="outlined" component={RouterLink} to="/enrol-your-school">
          Enrol your school
        </Button>
      </Box>
    </InfoPage>
  );
}
