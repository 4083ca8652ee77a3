import { Link as RouterLink } from 'react-router-dom';
import { Box, Link } from '@mui/material';
import { contact } from '../siteLinks';
import { Heading, InfoPage, P } from './InfoPage';

export function TermsPage() {
  return (
    <InfoPage
      title="Terms of Service"
      intro="These terms apply to every school that enrols on Chikoro and to everyone who signs in to it."
    >
      <Heading>Enrolling a school</Heading>
      <P>
        The person who enrols a school confirms that the details given about the school, its
        Head/Principal and its Admin Officer are true, and that they may act for the school. The
        platform team reviews every enrolment and may approve it or reject it with a reason; a
        rejected school may correct its details and enrol again.
      </P>

      <Heading>The school’s responsibilities</Heading>
      <Box component="ul">
        <li>
          The school decides who gets an account and with which role, and closes accounts of people
          who leave.
        </li>
        <li>
          The school is responsible for the information it enters about its staff, students and
          parents, and for having the consent or other lawful basis it needs to record it, in
          particular for children.
        </li>
        <li>
          Marks, report cards and announcements are the school’s; the platform records them as the
          school enters them.
        </li>
      </Box>

      <Heading>Accounts</Heading>
      <P>
        Accounts are personal. Keep your password to yourself, and tell your school’s Admin Officer
        at once if you think someone else has used your account. Do not try to reach records your
        role does not give you, to overload the platform, or to send it anything harmful; we may
        suspend an account that does.
      </P>

      <Heading>Fees</Heading>
      <P>
        Any fee is agreed with the school before it starts using the platform. A payment receipt
        uploaded with the enrolment form is used only to confirm that payment.
      </P>

      <Heading>Availability and changes</Heading>
      <P>
        We work to keep Chikoro available and its records safe, and we announce planned maintenance
        in advance where we can. We may improve the platform and these terms; when a change affects
        schools, we tell their Admin Officers before it takes effect.
      </P>

      <Heading>Leaving</Heading>
      <P>
        A school may stop using Chikoro at any time. We agree with the school what is handed back to
        it and what is deleted, as our{' '}
        <Link component={RouterLink} to="/privacy">
          Privacy policy
        </Link>{' '}
        explains.
      </P>

      <Heading>Law and contact</Heading>
      <P>
        These terms are governed by the law of Zimbabwe. Questions about them go to{' '}
        <Link href={`mailto:${contact.email}`}>{contact.email}</Link>.
      </P>
    </InfoPage>
  );
}
