import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import {
  ConflictError,
  ValidationError,
  fieldErrorsFrom,
  type ApproveSchool,
  type CorrectSchoolDetails,
  type EnrolSchool,
  type RejectSchool,
  type SchoolEvent,
  commandMap,
} from '@chikoro/contracts';
import type { CommandRegistry } from '../commands/registry';
import { INVALID_INPUT, parseInput } from '../commands/parse';
import type { FileStore } from '../files/store';
import { schoolDecider } from './decide';
import { schoolStream, type SchoolState } from './school';
import { checkEnrolmentFiles } from './uploads';

export interface SchoolDependencies {
  files: FileStore;
  /** Which identifier of the admin officer another account already uses (no account could be made). */
  identifierTaken(email: string, phone: string): Promise<'email' | 'phone' | undefined>;
}

/**
 * The enrolment form's fields, as text parts or JSON; the second reading of the form sends
 * them as one JSON text part `body` (beside a fixed `message` part), which is taken too.
 */
function enrolmentFields(req: Request): unknown {
  const body = (req.body ?? {}) as Record<string, unknown>;
  if (typeof body.body !== 'string') return body;
  try {
    return JSON.parse(body.body) as unknown;
  } catch {
    throw new ValidationError('The body part is not valid JSON.', [
      { field: 'body', message: 'The body part is not valid JSON.' },
    ]);
  }
}

export function registerSchoolCommands(registry: CommandRegistry, deps: SchoolDependencies): void {
  registry.register<EnrolSchool, SchoolState, SchoolEvent>({
    type: 'EnrolSchool',
    async parse(req) {
      const parsed = commandMap.EnrolSchool.input.safeParse(enrolmentFields(req));
      const fieldErrors = parsed.success ? [] : fieldErrorsFrom(parsed.error.issues);
      const uploads = await checkEnrolmentFiles(req.files);
      if (!parsed.success || uploads.errors.length > 0) {
        const errors = [...fieldErrors, ...uploads.errors];
        if (fieldErrors.length === 0) throw uploads.problem(errors);
        throw new ValidationError(INVALID_INPUT, errors);
      }
      const schoolId = randomUUID();
      // Staged only: stored once the enrolment is decided, so a refused one leaves no file behind.
      const stage = (f: (typeof uploads.accepted)[number] | undefined) =>
        f &&
        deps.files.stage(req, {
          fileName: f.fileName,
          contentType: f.contentType,
          bytes: f.bytes,
          ownerSchoolId: schoolId,
        });
      const [logo, receipt] = [
        stage(uploads.accepted.find((f) => f.field === 'logo')),
        stage(uploads.accepted.find((f) => f.field === 'receipt')),
      ];
      return { type: 'EnrolSchool', schoolId, details: parsed.data, logo, receipt };
    },
    streamId: (c) => schoolStream(c.schoolId),
    decider: schoolDecider,
    answer: (c) => ({ schoolId: c.schoolId }),
  });

  registry.register<ApproveSchool, SchoolState, SchoolEvent>({
    type: 'ApproveSchool',
    parse: (req) => ({
      type: 'ApproveSchool',
      ...parseInput('ApproveSchool', req.body),
      adminUserId: randomUUID(),
    }),
    streamId: (c) => schoolStream(c.schoolId),
    decider: schoolDecider,
    async precheck(_command, state) {
      if (state.status !== 'Pending') return;
      const { adminEmail, adminPhonenumber } = state.details;
      const taken = await deps.identifierTaken(adminEmail, adminPhonenumber);
      if (taken === 'email')
        throw new ConflictError(
          `An account already uses ${adminEmail}: correct the admin officer's email before approving.`,
        );
      if (taken === 'phone')
        throw new ConflictError(
          `An account already uses the phone number ${adminPhonenumber}: correct the admin officer's phone number before approving.`,
        );
    },
    answer: (c) => ({ schoolId: c.schoolId }),
  });

  registry.register<RejectSchool, SchoolState, SchoolEvent>({
    type: 'RejectSchool',
    parse: (req) => ({ type: 'RejectSchool', ...parseInput('RejectSchool', req.body) }),
    streamId: (c) => schoolStream(c.schoolId),
    decider: schoolDecider,
    answer: (c) => ({ schoolId: c.schoolId }),
  });

  registry.register<CorrectSchoolDetails, SchoolState, SchoolEvent>({
    type: 'CorrectSchoolDetails',
    parse: (req) => ({
      type: 'CorrectSchoolDetails',
      ...parseInput('CorrectSchoolDetails', req.body),
    }),
    streamId: (c) => schoolStream(c.schoolId),
    decider: schoolDecider,
    answer: (c) => ({ schoolId: c.schoolId }),
  });
}
