import { parentStream } from '../parents/names';
import type { Role } from '../shared/roles';
import { eventDefinition, readModel } from '../shared/modules';
import { studentStream } from '../students/names';
import { teacherStream } from '../teachers/names';
import { NotificationsSeen, PasswordChanged, ProfileUpdated, SuperadminRegistered } from './events';

export const userStream = (userId: string): string => `user-${userId}`;
/**
 * Where a person's own profile changes go: the record the school keeps of them (a teacher's, a
 * student's, a parent's stream), or their own stream for the school's admin and the superadmin.
 */
export function profileStream(role: Role, userId: string): string {
  if (role === 'TEACHER') return teacherStream(userId);
  if (role === 'STUDENT') return studentStream(userId);
  if (role === 'PARENT') return parentStream(userId);
  return userStream(userId);
}
export const notificationsStream = (userId: string): string => `notifications-${userId}`;

/** Everyone with an account, by user id, with their current names. */
export const peopleModel = readModel('people', ['people']);
/** Each user's notification bell: what came in, and how far they have looked. */
export const notificationsModel = readModel('notifications', [
  'notifications',
  'notification_marks',
  'notification_class_teachers',
]);

export const personEvents = [
  eventDefinition(SuperadminRegistered),
  eventDefinition(ProfileUpdated),
  eventDefinition(PasswordChanged),
  eventDefinition(NotificationsSeen),
];
