import { Title } from 'react-admin';
import { getSession } from '../auth/session';
import { ReportCardScreen } from './ReportCardScreen';

/**
 * /student-portal/report-card (spec 001 §2.12, spec 000 §2): the student's own published cards on
 * the shared report card screen, with Print and 'Download report card'. The server gives a student
 * only their own published versions, so no student id is sent.
 */
export function MyReportCardPage() {
  const session = getSession();
  return (
    <>
      <Title title="Report Card" />
      <ReportCardScreen
        student={{ firstName: session?.firstName ?? '', lastName: session?.lastName ?? '' }}
      />
    </>
  );
}
