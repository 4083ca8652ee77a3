import type { ReactNode } from 'react';
import { Container, Typography } from '@mui/material';

function InfoPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: 5, '& p': { mb: 2 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Container>
  );
}

export function TermsPage() {
  return (
    <InfoPage title="Terms of Service">
      <Typography>
        Chikoro is a school management platform. A school that enrols confirms that the details it gives about the school, its
        Head/Principal and its Admin Officer are true, and that it may act for the school.
      </Typography>
      <Typography>
        Each school is responsible for the accounts it creates for its admins, teachers, students and parents, and for the
        marks, reports and messages they enter. Accounts are personal: keep your password to yourself.
      </Typography>
      <Typography>
        The platform operator reviews every enrolment and may approve or reject it. An approved school may stop using the
        platform at any time; its records are kept for as long as the law requires.
      </Typography>
    </InfoPage>
  );
}

export function PrivacyPage() {
  return (
    <InfoPage title="Privacy Policy">
      <Typography>
        We keep the information a school enters about itself, its staff, its students and their parents only to run the
        school's work on the platform: enrolment, classes, marks, report cards and messages.
      </Typography>
      <Typography>
        A school sees only its own people and records. The platform operator sees enrolment requests and what is needed to
        support a school. We do not sell or share personal information with advertisers.
      </Typography>
      <Typography>
        Every change is recorded with who made it and when, so that mistakes can be traced and corrected. To ask what we hold
        about you, or to have it corrected, contact your school's admin officer.
      </Typography>
    </InfoPage>
  );
}
