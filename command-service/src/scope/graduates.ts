import type { RequestHandler } from 'express';
import { ForbiddenError, commandMap, commandNames, studentMessages } from '@chikoro/contracts';
import { decodeEvent, type EventStore } from '@chikoro/eventstore';
import { fold } from '../commands/decider';
import { studentDecider } from '../students/decide';
import { studentStream } from '../students/student';

/** Whether the student's record says they graduated (their own stream: exact at this moment). */
export async function hasGraduated(store: EventStore, studentId: string): Promise<boolean> {
  const state = fold(
    studentDecider,
    (await store.readStream(studentStream(studentId))).map(decodeEvent),
  );
  return state.status === 'Graduated';
}

/** The commands a student may send (the command map's word): every one refused to a graduate. */
export const studentCommandNames = commandNames.filter((name) => {
  const { access } = commandMap[name];
  return access !== 'public' && (access as readonly string[]).includes('STUDENT');
});

/**
 * A graduate keeps their sign-in to read their past cards, results and announcements, and sends
 * nothing: each command a student may send answers 403 to a graduated student, before it is read.
 */
export function graduateGuards(store: EventStore): Record<string, RequestHandler[]> {
  const readOnly: RequestHandler = async (req, _res, next) => {
    const principal = req.principal;
    if (principal?.role === 'STUDENT' && (await hasGraduated(store, principal.userId)))
      return next(new ForbiddenError(studentMessages.graduateReadOnly));
    next();
  };
  return Object.fromEntries(studentCommandNames.map((name) => [name, [readOnly]]));
}
