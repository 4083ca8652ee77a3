import { createElement } from 'react';
import AnnouncementIcon from '@mui/icons-material/Campaign';
import EventIcon from '@mui/icons-material/Event';
import type { UiModule } from '../module';
import { lazyScreen } from '../shared/lazyScreen';

const SchoolCommunicationPage = lazyScreen(
  () => import('./AnnouncementCards'),
  'SchoolCommunicationPage',
);
const CommunicationsCentrePage = lazyScreen(
  () => import('./CommunicationsCentrePage'),
  'CommunicationsCentrePage',
);
const SchoolEventsPage = lazyScreen(() => import('./SchoolEventsPage'), 'SchoolEventsPage');

export { SchoolCommunication, AnnouncementCard, LatestAnnouncements } from './AnnouncementCards';
export { useMyAnnouncements } from './useMyAnnouncements';

/**
 * Announcements and school events in the admin area (spec 001 §2.2's sidebar entries); 'School
 * Communication' in the parent portal's sidebar, and in the teacher and student portals from the
 * dashboard's newest announcements.
 */
export const announcementsUi: UiModule = {
  admin: [
    { name: 'announcements', recordRepresentation: 'title' },
    { name: 'announcement-reads', recordRepresentation: 'name' },
    { name: 'announcement-recipients', recordRepresentation: 'name' },
  ],
  adminRoutes: [
    { path: 'communications_centre', element: createElement(CommunicationsCentrePage) },
    { path: 'school_events_and_announcements', element: createElement(SchoolEventsPage) },
  ],
  parentRoutes: [{ path: 'school-communication', element: createElement(SchoolCommunicationPage) }],
  teacherRoutes: [
    { path: 'school-communication', element: createElement(SchoolCommunicationPage) },
  ],
  studentRoutes: [
    { path: 'school-communication', element: createElement(SchoolCommunicationPage) },
  ],
  menu: [
    {
      area: 'admin',
      label: 'Communications Centre',
      path: 'communications_centre',
      icon: AnnouncementIcon,
      order: 90,
      keywords: ['messages', 'sms', 'email'],
    },
    {
      area: 'admin',
      label: 'School Events and Announcements',
      path: 'school_events_and_announcements',
      icon: EventIcon,
      order: 110,
      keywords: ['events', 'announcements', 'notices'],
    },
    { area: 'parent', label: 'School Communication', path: 'school-communication', order: 30 },
  ],
  grants: {
    ADMIN: {
      reads: {
        announcements: ['list', 'show'],
        'announcement-reads': ['list'],
        'announcement-recipients': ['list'],
      },
    },
    TEACHER: { reads: { announcements: ['list', 'show'] } },
    // The announcements that reached the parent's family.
    PARENT: { reads: { announcements: ['list', 'show'] } },
  },
  // An announcement leads to its short link.
  bell: [{ kind: 'ANNOUNCEMENT', icon: AnnouncementIcon }],
};
