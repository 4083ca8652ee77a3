import ProfileIcon from '@mui/icons-material/AccountCircle';
import ClassIcon from '@mui/icons-material/Class';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import AttendanceIcon from '@mui/icons-material/EventAvailable';
import FaceIcon from '@mui/icons-material/Face';
import GradingIcon from '@mui/icons-material/Grading';
import QuizIcon from '@mui/icons-material/Quiz';
import SettingsIcon from '@mui/icons-material/Settings';
import UploadIcon from '@mui/icons-material/UploadFile';
import type { ReactElement } from 'react';

/** The teacher sidebar's icons, by path under /teacher-portal. */
export const teacherIcons: Record<string, ReactElement> = {
  '': <DashboardIcon />, 'class-management': <ClassIcon />, 'take-register': <AttendanceIcon />, 'student-management': <FaceIcon />, 'exam-management': <QuizIcon />,
  'grading-results': <GradingIcon />, 'uploading-results': <UploadIcon />, documents_section: <DescriptionIcon />, profile_section: <ProfileIcon />, settings: <SettingsIcon />,
};
