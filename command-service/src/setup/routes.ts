import { randomUUID } from 'node:crypto';
import {
  ForbiddenError,
  TERM_NAMES,
  authMessages,
  type TermName,
  type CommandContext,
  type SetupCommand,
  type SetupEvent,
} from '@chikoro/contracts';
import type { CommandDefinition, CommandRegistry } from '../commands/registry';
import { parseInput } from '../commands/parse';
import { setupDecider } from './decide';
import { schoolSetupStream, type SetupState } from './setup';

/** A set-up command addressed to the signed-in admin's school: the stream comes from the token, never the body. */
type Addressed = SetupCommand & { schoolId: string };

function schoolOf(context: CommandContext): string {
  if (!context.schoolId) throw new ForbiddenError(authMessages.forbidden);
  return context.schoolId;
}

/** What every set-up command shares: the school admin alone, the school's one set-up stream, one decider. */
const common = {
  streamId: (c: Addressed) => schoolSetupStream(c.schoolId),
  decider: setupDecider,
} satisfies Partial<CommandDefinition<Addressed, SetupState, SetupEvent>>;

/** The school's years, terms, departments, levels with their grading scales, and subjects. New ids are chosen here, at the edge. */
export function registerSetupCommands(registry: CommandRegistry): void {
  registry.register<Addressed, SetupState, SetupEvent>({
    ...common,
    type: 'OpenAcademicYear',
    parse: (req, ctx) => ({
      type: 'OpenAcademicYear',
      ...parseInput('OpenAcademicYear', req.body),
      academicYearId: randomUUID(),
      termIds: Object.fromEntries(TERM_NAMES.map((name) => [name, randomUUID()])) as Record<
        TermName,
        string
      >,
      schoolId: schoolOf(ctx),
    }),
    answer: (c) =>
      c.type === 'OpenAcademicYear'
        ? {
            academicYearId: c.academicYearId,
            termIds: (c.terms ?? []).flatMap((t) => c.termIds?.[t.name] ?? []),
          }
        : {},
  });
  registry.register<Addressed, SetupState, SetupEvent>({
    ...common,
    type: 'AddTerm',
    parse: (req, ctx) => ({
      type: 'AddTerm',
      ...parseInput('AddTerm', req.body),
      termId: randomUUID(),
      schoolId: schoolOf(ctx),
    }),
    answer: (c) => ({ termId: c.type === 'AddTerm' ? c.termId : undefined }),
  });
  registry.register<Addressed, SetupState, SetupEvent>({
    ...common,
    type: 'AddDepartment',
    parse: (req, ctx) => ({
      type: 'AddDepartment',
      ...parseInput('AddDepartment', req.body),
      departmentId: randomUUID(),
      schoolId: schoolOf(ctx),
    }),
    answer: (c) => ({ departmentId: c.type === 'AddDepartment' ? c.departmentId : undefined }),
  });
  registry.register<Addressed, SetupState, SetupEvent>({
    ...common,
    type: 'RenameDepartment',
    parse: (req, ctx) => ({
      type: 'RenameDepartment',
      ...parseInput('RenameDepartment', req.body),
      schoolId: schoolOf(ctx),
    }),
  });
  registry.register<Addressed, SetupState, SetupEvent>({
    ...common,
    type: 'RemoveDepartment',
    parse: (req, ctx) => ({
      type: 'RemoveDepartment',
      ...parseInput('RemoveDepartment', req.body),
      schoolId: schoolOf(ctx),
    }),
  });
  registry.register<Addressed, SetupState, SetupEvent>({
    ...common,
    type: 'DefineLevel',
    parse: (req, ctx) => ({
      type: 'DefineLevel',
      ...parseInput('DefineLevel', req.body),
      levelId: randomUUID(),
      schoolId: schoolOf(ctx),
    }),
    answer: (c) => ({ levelId: c.type === 'DefineLevel' ? c.levelId : undefined }),
  });
  registry.register<Addressed, SetupState, SetupEvent>({
    ...common,
    type: 'ChangeGradingScale',
    parse: (req, ctx) => ({
      type: 'ChangeGradingScale',
      ...parseInput('ChangeGradingScale', req.body),
      schoolId: schoolOf(ctx),
    }),
  });
  registry.register<Addressed, SetupState, SetupEvent>({
    ...common,
    type: 'AddSubject',
    parse: (req, ctx) => ({
      type: 'AddSubject',
      ...parseInput('AddSubject', req.body),
      subjectId: randomUUID(),
      schoolId: schoolOf(ctx),
    }),
    answer: (c) => ({ subjectId: c.type === 'AddSubject' ? c.subjectId : undefined }),
  });
}
