import AnnouncementIcon from '@mui/icons-material/Campaign';
import AttendanceIcon from '@mui/icons-material/EventAvailable';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AssignmentIcon from '@mui/icons-material/Assignment';
import ClassIcon from '@mui/icons-material/Class';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import EventIcon from '@mui/icons-material/Event';
import FaceIcon from '@mui/icons-material/Face';
import FamilyIcon from '@mui/icons-material/FamilyRestroom';
import GradingIcon from '@mui/icons-material/Grading';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import HistoryIcon from '@mui/icons-material/History';
import PersonIcon from '@mui/icons-material/AccountCircle';
import QuizIcon from '@mui/icons-material/Quiz';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';
import TuneIcon from '@mui/icons-material/Tune';
import type { ReactElement } from 'react';

export const adminIcons: Record<string, ReactElement> = {
  '': <DashboardIcon />, 'student-management': <FaceIcon />, 'teacher-management': <SchoolIcon />, 'class-management': <ClassIcon />, attendance: <AttendanceIcon />,
  'parent-management': <FamilyIcon />, 'exam-management': <QuizIcon />, 'results-management': <GradingIcon />, 'report-cards': <AssignmentIcon />, communications_centre: <AnnouncementIcon />,
  'menage-school-info': <TuneIcon />, school_events_and_announcements: <EventIcon />, profile_section: <PersonIcon />, documents_section: <DescriptionIcon />,
  settings_section: <SettingsIcon />, statistics: <AssessmentIcon />, getting_started: <HelpOutlineIcon />, 'school-events': <HistoryIcon />,
};
