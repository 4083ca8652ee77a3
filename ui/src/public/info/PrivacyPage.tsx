import { Link as RouterLink } from 'react-router-dom';
import { Box, Link } from '@mui/material';
import { contact } from '../siteLinks';
import { Heading, InfoPage, P } from './InfoPage';

export function PrivacyPage() {
  return (
    <InfoPage
      title="Privacy Policy"

      intro="This page says what information Chikoro holds about schools, staff, children and parents, why, who can see it, and how to have it corrected or removed."
    >
      <Heading>Who is responsible</Heading>
      <P>
        Each school decides what it records about its own staff, students and parents, and is
        responsible for that information. Chikoro runs the platform on the school’s behalf and uses
        the information only as this policy describes. We follow Zimbabwe’s Cyber and Data
        Protection Act [Chapter 12:07] and, for schools in other countries, the data protection law
        that applies to them.
      </P>

      <Heading>What we hold</Heading>
      <Box component="ul">
        <li>
          <strong>About the school</strong>: its name, address, district, province and country,
          phone and email, ownership and responsible authority, numbers of students and teachers,
          its logo, and any payment receipt it uploads.
        </li>
        <li>
          <strong>About staff</strong>: the names, phone numbers and email addresses of the
          Head/Principal, the Admin Officer and the teachers, and the subjects and classes they
          take.
        </li>
        <li>
          <strong>About children</strong>: name, registration number, class and level, subjects,
          exam marks (with any correction, who made it and why), report cards and the
          Head/Principal’s comments. We do not ask for a child’s medical, religious or financial
          information, and schools should not enter it.
        </li>
        <li>
          <strong>About parents and guardians</strong>: name, phone number, email address and which
          children they are linked to.
        </li>
        <li>
          <strong>Enquiries</strong>: the school and contact details typed into the enquiry form on
          our home page.
        </li>
        <li>
          <strong>Sign-in information</strong>: passwords are stored only as a one-way hash;
          one-time codes expire after 72 hours and can be used once. Nobody at Chikoro can read a
          password.
        </li>
      </Box>

      <Heading>Who can see it</Heading>
      <Box component="ul">
        <li>
          <strong>The school’s admins</strong> see their own school’s records, and nothing of any
          other school.
        </li>
        <li>
          <strong>Teachers</strong> see the classes, students and marks of the work they are given.
        </li>
        <li>
          <strong>Students</strong> see their own subjects, timetable and report card.{' '}
          <strong>Parents</strong> see their own children’s report cards and the school’s
          announcements.
        </li>
        <li>
          <strong>The Chikoro platform team</strong> sees enrolment requests and enquiries, and
          looks at a school’s records only when the school asks for support or the law requires it.
        </li>
        <li>
          <strong>Service providers</strong> that host the platform and deliver its email process
          information only on our instructions, under a written agreement. We never sell information
          or use it for advertising.
        </li>
      </Box>

      <Heading>How long we keep it</Heading>
      <P>
        Records are kept while the school uses Chikoro, so that results and report cards can be
        looked up in later years. Every change is recorded with who made it and when, which keeps
        marks and decisions traceable. When a school leaves, we agree with it what is handed back to
        the school and what is deleted.
      </P>

      <Heading>Correction and removal</Heading>
      <P>
        Anyone may ask what Chikoro holds about them or about their child, and ask for it to be
        corrected or removed. The quickest way is the school’s Admin Officer, who can correct most
        details directly. You can also write to{' '}
        <Link href={`mailto:${contact.privacyEmail}`}>{contact.privacyEmail}</Link>. We answer
        within 30 days. A correction is recorded next to the original so the history stays honest;
        where information must be removed, we remove or anonymise it and tell you what, if anything,
        the law requires us to keep.
      </P>

      <Heading>Security</Heading>
      <P>
        Every request is checked against the signed-in person’s role and school. Passwords are
        hashed, sign-in codes expire, and uploads are checked by their content. If we learn of a
        breach that affects a school’s information, we tell the school without delay.
      </P>

      <Heading>Questions</Heading>
      <P>
        Write to <Link href={`mailto:${contact.privacyEmail}`}>{contact.privacyEmail}</Link> or see{' '}
        <Link component={RouterLink} to="/contact">
          Contact us
        </Link>
        . If we cannot resolve a concern, you may complain to the data protection authority of your
        country (in Zimbabwe, POTRAZ).
      </P>
    </InfoPage>
  );
}
