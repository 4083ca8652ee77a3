import { eventDefinition, readModel } from '../shared/modules';
import {
  AnnouncementDelivered,
  AnnouncementEdited,
  AnnouncementPosted,
  AnnouncementRead,
  AnnouncementWithdrawn,
} from './events';

export const announcementStream = (announcementId: string): string =>
  `announcement-${announcementId}`;

/** Where an SMS's short link leads: the announcement, after sign-in. */
export const announcementLink = (publicUrl: string, shortCode: string): string =>
  `${publicUrl}/a/${shortCode}`;

/** The school's announcements and events, and who each reached and who has read it. */
export const announcementsModel = readModel('announcements', [
  'announcements',
  'announcement_recipients',
]);

export const announcementEvents = [
  eventDefinition(AnnouncementPosted),
  eventDefinition(AnnouncementEdited),
  eventDefinition(AnnouncementWithdrawn),
  eventDefinition(AnnouncementDelivered),
  eventDefinition(AnnouncementRead),
];
