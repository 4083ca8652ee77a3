import { eventDefinition, readModel } from '../shared/modules';
import { NotificationsSeen, PasswordChanged, ProfileUpdated, SuperadminRegistered } from './events';

export const userStream = (userId: string): string => `user-${userId}`;
export const notificationsStream = (userId: string): string => `notifications-${userId}`;

/** Everyone with an account, by user id, with their current names. */
export const peopleModel = readModel('people', ['people']);
/** Each user's notification bell: what came in, and how far they have looked. */
export const notificationsModel = readModel('notifications', ['notifications', 'notification_marks']);

export const personEvents = [
  eventDefinition(SuperadminRegistered),
  eventDefinition(ProfileUpdated),
  eventDefinition(PasswordChanged),
  eventDefinition(NotificationsSeen),
];
