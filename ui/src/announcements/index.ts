import { createElement } from 'react';
import type { UiModule } from '../module';
import { SchoolCommunicationPage } from './AnnouncementCards';
import { CommunicationsCentrePage } from './CommunicationsCentrePage';
import { SchoolEventsPage } from './SchoolEventsPage';

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
  teacherRoutes: [{ path: 'school-communication', element: createElement(SchoolCommunicationPage) }],
  studentRoutes: [{ path: 'school-communication', element: createElement(SchoolCommunicationPage) }],
};
