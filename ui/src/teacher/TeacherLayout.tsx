import ClassIcon from '@mui/icons-material/Class';
import DashboardIcon from '@mui/icons-material/Dashboard';
import AttendanceIcon from '@mui/icons-material/EventAvailable';
import FaceIcon from '@mui/icons-material/Face';
import GradingIcon from '@mui/icons-material/Grading';
import QuizIcon from '@mui/icons-material/Quiz';
import SettingsIcon from '@mui/icons-material/Settings';
import UploadIcon from '@mui/icons-material/UploadFile';
import type { ReactElement } from 'react';
import { Layout, Menu, useBasename, type LayoutProps } from 'react-admin';
import { AdminAppBar } from '../admin/layout/AdminLayout';
import { teacherSections } from './sections';

const icons: Record<string, ReactElement> = {
  '': <DashboardIcon />, 'class-management': <ClassIcon />, 'take-register': <AttendanceIcon />, 'student-management': <FaceIcon />, 'exam-management': <QuizIcon />,
  'grading-results': <GradingIcon />, 'uploading-results': <UploadIcon />, settings: <SettingsIcon />,
};

function TeacherMenu() {
  const basename = useBasename();
  return (
    <Menu>
      {teacherSections.map((s) => (
        <Menu.Item key={s.path} to={`${basename}/${s.path}`} primaryText={s.label} leftIcon={icons[s.path]} end={s.path === ''} />
      ))}
    </Menu>
  );
}

/** The teacher portal's shell: the school's top bar and spec 001 §2.11's sidebar. */
export function TeacherLayout({ children }: LayoutProps) {
  return (
    <Layout appBar={AdminAppBar} menu={TeacherMenu}>
      {children}
    </Layout>
  );
}
