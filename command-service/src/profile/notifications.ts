import type { MarkNotificationsSeen, NotificationsSeen } from '@chikoro/contracts';
import type { Decider } from '../commands/decider';

export { notificationsStream } from '@chikoro/contracts';

/** How far a user has looked through their notifications (a position of the log). */
export interface NotificationsState {
  seenUpTo: number;
}

export function evolveNotifications(
  state: NotificationsState,
  event: NotificationsSeen | { type: string; data: unknown },
): NotificationsState {
  const e = event as NotificationsSeen;
  return e.type === 'NotificationsSeen'
    ? { seenUpTo: Math.max(state.seenUpTo, e.data.upTo) }
    : state;
}

/** Looking moves the mark forward only: an older mark (another tab, a late request) changes nothing. */
export function markNotificationsSeen(
  command: MarkNotificationsSeen,
  state: NotificationsState,
  now: string,
): NotificationsSeen[] {
  if (command.upTo <= state.seenUpTo) return [];
  return [
    {
      type: 'NotificationsSeen',
      data: { userId: command.userId, upTo: command.upTo, seenAt: now },
    },
  ];
}

export const notificationsDecider: Decider<
  NotificationsState,
  MarkNotificationsSeen,
  NotificationsSeen
> = {
  initialState: { seenUpTo: 0 },
  decide: (command, state, context) => markNotificationsSeen(command, state, context.now),
  evolve: evolveNotifications,
};
