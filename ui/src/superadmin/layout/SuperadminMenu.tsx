import AssessmentIcon from '@mui/icons-material/Assessment';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import HistoryIcon from '@mui/icons-material/History';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import SchoolIcon from '@mui/icons-material/School';
import { Menu, useBasename } from 'react-admin';

/**
 * Spec 000 §2's side menu, plus the audit log. Plain links, not resource items: an entry whose
 * resource is not registered still shows (and leads to react-admin's not-found page), never crashes.
 */
export function SuperadminMenu() {
  const basename = useBasename();
  return (
    <Menu>
      <Menu.Item to={`${basename}/`} primaryText="Statistics" leftIcon={<AssessmentIcon />} />
      <Menu.Item to={`${basename}/school-enrolment-requests`} primaryText="School Enrollment" leftIcon={<SchoolIcon />} />
      <Menu.Item to={`${basename}/enquiries-from-schools`} primaryText="Enquiries" leftIcon={<QuestionAnswerIcon />} />
      <Menu.Item to={`${basename}/events`} primaryText="Audit log" leftIcon={<HistoryIcon />} />
      <Menu.Item to={`${basename}/getting-started`} primaryText="Getting Started" leftIcon={<HelpOutlineIcon />} />
    </Menu>
  );
}
