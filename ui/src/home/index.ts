import { createElement } from 'react';
import ProfileIcon from '@mui/icons-material/AccountCircle';
import AssessmentIcon from '@mui/icons-material/Assessment';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import SettingsIcon from '@mui/icons-material/Settings';
import type { UiModule } from '../module';
import { lazyScreen } from '../shared/lazyScreen';

const AdminGettingStarted = lazyScreen(
  () => import('../admin/AdminGettingStarted'),
  'AdminGettingStarted',
);
const SettingsPage = lazyScreen(() => import('../superadmin/SettingsPage'), 'SettingsPage');

/**
 * Each area's own pages in its sidebar: the dashboard, the signed-in person's profile and settings
 * (every school area has both pages, see SchoolArea) and the getting-started guides.
 */
export const homeUi: UiModule = {
  adminRoutes: [{ path: 'getting_started', element: createElement(AdminGettingStarted) }],
  // Spec 001 §2.11 names the teacher's password page /teacher-portal/settings.
  teacherRoutes: [{ path: 'settings', element: createElement(SettingsPage) }],
  menu: [
    { area: 'superadmin', label: 'Statistics', path: '', icon: AssessmentIcon, order: 10 },
    {
      area: 'superadmin',
      label: 'Getting Started',
      path: 'getting-started',
      icon: HelpOutlineIcon,
      order: 50,
    },
    {
      area: 'admin',
      label: 'Dashboard',
      path: '',
      icon: DashboardIcon,
      order: 10,
      keywords: ['home', 'about school', 'overview'],
    },
    {
      area: 'admin',
      label: 'Profile',
      path: 'profile_section',
      icon: ProfileIcon,
      order: 120,
      keywords: ['my name', 'account', 'me'],
    },
    {
      area: 'admin',
      label: 'Settings',
      path: 'settings_section',
      icon: SettingsIcon,
      order: 140,
      keywords: ['password', 'preferences'],
    },
    {
      area: 'admin',
      label: 'Getting Started',
      path: 'getting_started',
      aliases: ['getting-started'],
      icon: HelpOutlineIcon,
      order: 160,
      keywords: ['help', 'guide', 'how to'],
    },
    { area: 'teacher', label: 'Dashboard', path: '', icon: DashboardIcon, order: 10 },
    { area: 'teacher', label: 'Profile', path: 'profile_section', icon: ProfileIcon, order: 90 },
    { area: 'teacher', label: 'Settings', path: 'settings', icon: SettingsIcon, order: 100 },
    { area: 'student', label: 'Dashboard', path: '', order: 10 },
    { area: 'student', label: 'Profile', path: 'profile_section', order: 70 },
    { area: 'student', label: 'Settings', path: 'settings_section', order: 80 },
    { area: 'parent', label: 'Dashboard', path: '', order: 10 },
    { area: 'parent', label: 'Profile', path: 'profile_section', order: 60 },
    { area: 'parent', label: 'Settings', path: 'settings_section', order: 70 },
  ],
};
