import {
  ForbiddenError,
  NotFoundError,
  authMessages,
  notYoursToChange,
  profileMessages,
  type ChangeMyPassword,
  type ChangeMyPhoto,
  type CommandContext,
  type FieldChange,
  type FieldError,
  type ParentInvited,
  type ParentRegistered,
  type PasswordChanged,
  type PersonCommand,
  type PersonEvent,
  type ProfileUpdated,
  type RegisterSuperadmin,
  type StudentEnrolled,
  type SuperadminRegistered,
  type TeacherRegistered,
  type UpdateMyProfile,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';

export { profileStream, userStream } from '@chikoro/contracts';

/** What the log says of a person's own facts; a key not there is not known to the log yet. */
export interface ProfileFacts {
  firstName?: string;
  lastName?: string;
  email?: string | null;
  phone?: string | null;
  dateOfBirth?: string | null;
  photo?: { fileId: string; fileName: string } | null;
}

/**
 * A person's profile as their record stream tells it: the school's record of them (a teacher's,
 * a student's or a parent's stream) or their own stream (`user-<id>`: the superadmin's
 * registration; an admin's account is made by the school's approval and starts here unnamed).
 * Profile and password changes follow on the same stream.
 */
export type AccountState = { status: 'Unnamed' | 'Named' | 'Registered'; facts: ProfileFacts };

export const initialAccountState: AccountState = { status: 'Unnamed', facts: {} };

type RecordEvent =
  PersonEvent | TeacherRegistered | StudentEnrolled | ParentInvited | ParentRegistered;

const named = (state: AccountState, facts: ProfileFacts): AccountState => ({
  status: state.status === 'Registered' ? 'Registered' : 'Named',
  facts: { ...state.facts, ...facts },
});

/** The facts a ProfileUpdated changed: the names always, the others when their key is there. */
function updatedFacts(d: ProfileUpdated['data']): ProfileFacts {
  const facts: ProfileFacts = { firstName: d.firstName, lastName: d.lastName };
  if (d.phone !== undefined) facts.phone = d.phone;
  if (d.dateOfBirth !== undefined) facts.dateOfBirth = d.dateOfBirth;
  if (d.photo) facts.photo = { fileId: d.photo.fileId, fileName: d.photo.fileName };
  return facts;
}

/** Never throws; ignores what it does not know (the record's other events), so old streams replay. */
export function evolveAccount(
  state: AccountState,
  event: RecordEvent | { type: string; data: unknown },
): AccountState {
  const e = event as RecordEvent;
  switch (e.type) {
    case 'SuperadminRegistered':
      return {
        status: 'Registered',
        facts: {
          ...state.facts,
          firstName: e.data.firstName,
          lastName: e.data.lastName,
          email: e.data.email,
        },
      };
    case 'ProfileUpdated':
      return named(state, updatedFacts(e.data));
    case 'TeacherRegistered': {
      const { details: d, photo } = e.data;
      return named(state, {
        firstName: d.firstName,
        lastName: d.lastName,
        email: d.email,
        phone: d.phone ?? null,
        dateOfBirth: d.birthday ?? null,
        photo: photo ? { fileId: photo.fileId, fileName: photo.fileName } : null,
      });
    }
    case 'StudentEnrolled': {
      const d = e.data;
      return named(state, {
        firstName: d.firstName,
        lastName: d.lastName,
        email: d.email ?? null,
        phone: null,
        dateOfBirth: d.dob,
        photo: null,
      });
    }
    case 'ParentInvited': {
      const d = e.data;
      const names =
        d.firstName && d.lastName && state.facts.firstName === undefined
          ? { firstName: d.firstName, lastName: d.lastName }
          : {};
      return named(state, {
        ...names,
        phone: d.phoneNumber,
        ...(d.email && state.facts.email === undefined ? { email: d.email } : {}),
      });
    }
    case 'ParentRegistered': {
      const d = e.data.details;
      return named(state, {
        firstName: d.firstName,
        lastName: d.lastName,
        email: d.email,
        phone: d.phonenumber,
      });
    }
    default:
      return state;
  }
}

/** A person's facts now: the log's where it has them, else the account's as the command read them. */
export function currentFacts(state: AccountState, current: UpdateMyProfile['current']) {
  const f = state.facts;
  return {
    firstName: f.firstName ?? current.firstName,
    lastName: f.lastName ?? current.lastName,
    phone: f.phone !== undefined ? f.phone : (current.phone ?? null),
    dateOfBirth: f.dateOfBirth ?? null,
    photo: f.photo ?? null,
  };
}

/** A teacher, a student or a parent changes the record the school keeps: it must be there. */
function knownRecord(command: UpdateMyProfile | ChangeMyPhoto, state: AccountState): void {
  const keptBySchool =
    command.role === 'TEACHER' || command.role === 'STUDENT' || command.role === 'PARENT';
  if (keptBySchool && state.status === 'Unnamed') throw new NotFoundError(profileMessages.notFound);
}

const editable = ['firstName', 'lastName', 'phone', 'dateOfBirth'] as const;

/**
 * Each fact sent that differs from the record is a change, kept with its value before; a fact
 * that is the school's (a student's name) is refused, even alongside facts that are the person's.
 * Sending a fact as it already is changes nothing, whoever owns it. Nothing changed appends nothing.
 */
export function updateMyProfile(
  command: UpdateMyProfile,
  state: AccountState,
  now: string,
): ProfileUpdated[] {
  knownRecord(command, state);
  const before = currentFacts(state, command.current);
  const after = { ...before };
  const changes: FieldChange[] = [];
  const refused: FieldError[] = [];
  for (const field of editable) {
    const value = command[field];
    if (value === undefined || value === before[field]) continue;
    const refusal = notYoursToChange(command.role, field);
    if (refusal) refused.push({ field, message: refusal });
    else {
      changes.push({ field, before: before[field], after: value });
      Object.assign(after, { [field]: value });
    }
  }
  if (refused.length > 0) throw new ForbiddenError(refused[0]!.message, refused);
  if (changes.length === 0) return [];
  const changed = (field: string) => changes.some((c) => c.field === field);
  return [
    {
      type: 'ProfileUpdated',
      data: {
        userId: command.userId,
        updatedAt: now,
        firstName: after.firstName,
        lastName: after.lastName,
        ...(changed('phone') ? { phone: after.phone } : {}),
        ...(changed('dateOfBirth') ? { dateOfBirth: after.dateOfBirth } : {}),
        changes,
      },
    },
  ];
}

/** A new photo is always a change (the same name may be a new picture); the names ride along. */
export function changeMyPhoto(
  command: ChangeMyPhoto,
  state: AccountState,
  now: string,
): ProfileUpdated[] {
  knownRecord(command, state);
  const refusal = notYoursToChange(command.role, 'photo');
  if (refusal) throw new ForbiddenError(refusal, [{ field: 'photo', message: refusal }]);
  const before = currentFacts(state, command.current);
  return [
    {
      type: 'ProfileUpdated',
      data: {
        userId: command.userId,
        updatedAt: now,
        firstName: before.firstName,
        lastName: before.lastName,
        photo: command.photo,
        changes: [
          { field: 'photo', before: before.photo?.fileName ?? null, after: command.photo.fileName },
        ],
      },
    },
  ];
}

/** Only the user changes their own password; every change is recorded (the fact, never the password). */
export function changeMyPassword(
  command: ChangeMyPassword,
  context: CommandContext,
): PasswordChanged[] {
  if (context.actorId !== command.userId) throw new ForbiddenError(authMessages.forbidden);
  return [{ type: 'PasswordChanged', data: { userId: command.userId, changedAt: context.now } }];
}

/** The bootstrap records the superadmin once; every later start has nothing to do. */
export function registerSuperadmin(
  command: RegisterSuperadmin,
  state: AccountState,
  context: CommandContext,
): SuperadminRegistered[] {
  if (context.actorRole !== 'SYSTEM') throw new ForbiddenError(authMessages.forbidden);
  if (state.status === 'Registered') return [];
  const { userId, firstName, lastName, email } = command;
  return [
    {
      type: 'SuperadminRegistered',
      data: { userId, firstName, lastName, email, registeredAt: context.now },
    },
  ];
}

export function decideAccount(
  command: PersonCommand,
  state: AccountState,
  context: CommandContext,
): PersonEvent[] {
  switch (command.type) {
    case 'UpdateMyProfile':
      return updateMyProfile(command, state, context.now);
    case 'ChangeMyPhoto':
      return changeMyPhoto(command, state, context.now);
    case 'ChangeMyPassword':
      return changeMyPassword(command, context);
    case 'RegisterSuperadmin':
      return registerSuperadmin(command, state, context);
    default: {
      const unknown: never = command;
      throw new Error(`Unhandled account command ${JSON.stringify(unknown)}`);
    }
  }
}

export const accountDecider: Decider<AccountState, PersonCommand, PersonEvent> = {
  initialState: initialAccountState,
  decide: decideAccount,
  evolve: evolveAccount,
};
