import type pg from 'pg';
import {
  type CommandContext,
  ForbiddenError,
  NotFoundError,
  authMessages,
  reportCardAcknowledgementsStream,
  resultsSettingsStream,
  headCommentsStream,
  reportCardsStream,
  resultMessages as m,
  schoolDate,
  subjectCommentsStream,
  conductAndEffortStream,
  type HeadCommentEvent,
  type ReportCardAcknowledged,
  type ReportCardEvent,
  type ReportCardIssued,
  type ConductAndEffortRecorded,
  type SubjectCommentEvent,
} from '@chikoro/contracts';
import { decodeEvent, type EventStore } from '@chikoro/eventstore';
import { hasGraduated } from '../scope/graduates';
import { parseInput } from '../commands/parse';
import type { CommandRegistry } from '../commands/registry';
import { CLASS_DIRECTORY_REACTOR } from '../classes/directory';
import { ownSchool, teaches } from '../scope';
import { familyParentAt } from '../scope/family';
import { caughtUp } from '../reactors/catchUp';
import {
  acknowledgementsDecider,
  type AcknowledgeReportCard,
  type AcknowledgementsState,
} from './acknowledgements';
import { RESULTS_REACTOR } from './amendments';
import {
  headCommentsDecider,
  subjectCommentsDecider,
  type CommentsState,
  type RecordHeadComment,
  type RecordSubjectComments,
} from './comments';
import { freshFor } from './fresh';
import { publicationInputs } from './inputs';
import { publicationDecider, type PublicationState, type PublishResults } from './publication';
import { classFacts, classStudents, studentFacts, teacherFacts } from './references';
import { schoolSetupOf } from '../setup/reader';
import {
  resultsSettingsDecider,
  type ResultsSettingsCommand,
  type ResultsSettingsEvent,
  type ResultsSettingsState,
} from './settings';
import { conductDecider, type ConductState, type RecordConductAndEffort } from './conduct';
import { resultsSettingsOf } from './settingsRoutes';
import { termClosed } from '../termclose/closed';

export interface ResultsDependencies {
  store: EventStore;
  pool: pg.Pool;
}

const notFound = (field: string, message: string) =>
  new NotFoundError(message, [{ field, message }]);

/** The class lists and the exam index have applied everything appended so far. */
async function upToDate(pool: pg.Pool, store: EventStore): Promise<void> {
  await caughtUp(pool, store, CLASS_DIRECTORY_REACTOR, m.busy);
  await caughtUp(pool, store, RESULTS_REACTOR, m.busy);
}

/**
 * A subject's paper of a class in a term, as a command about it names them: the class is the
 * school's, the term and subject are set up, and whether the acting teacher teaches that subject
 * to that class this term (their own stream says). A missing or another school's one is not found.
 */
async function subjectOfClass(
  store: EventStore,
  input: { classId: string; subjectId: string; termId: string },
  context: CommandContext,
): Promise<{ schoolId: string; assigned: boolean }> {
  const schoolId = context.schoolId ?? '';
  const klass = await classFacts(store, input.classId);
  if (!klass || !ownSchool(klass, context)) throw notFound('classId', m.classNotFound);
  const setup = await schoolSetupOf(store, schoolId);
  if (!setup.terms[input.termId]) throw notFound('termId', m.termNotFound);
  if (!setup.subjects[input.subjectId]) throw notFound('subjectId', m.subjectNotFound);
  const teacher =
    context.actorRole === 'TEACHER' && context.actorId
      ? await teacherFacts(store, context.actorId)
      : undefined;
  const assigned =
    teacher !== undefined &&
    ownSchool(teacher, context) &&
    teaches(context, teacher.assignments.values(), input);
  return { schoolId, assigned };
}

export function registerResultCommands(
  registry: CommandRegistry,
  { store, pool }: ResultsDependencies,
): void {
  registry.register<RecordSubjectComments, CommentsState, SubjectCommentEvent>({
    type: 'RecordSubjectComments',
    decider: subjectCommentsDecider,
    streamId: (c) => subjectCommentsStream(c.classId, c.subjectId, c.termId),
    async parse(req, context) {
      const input = parseInput('RecordSubjectComments', req.body);
      const { schoolId, assigned } = await subjectOfClass(store, input, context);
      await upToDate(pool, store);
      const classStudentIds = (await classStudents(pool, store, input.classId)).map((s) => s.id);
      return {
        type: 'RecordSubjectComments',
        schoolId,
        assignedTeacherIds: assigned && context.actorId ? [context.actorId] : [],
        classStudentIds,
        ...input,
      };
    },
    answer: (c) => ({ classId: c.classId, subjectId: c.subjectId, termId: c.termId }),
  });

  registry.register<RecordHeadComment, CommentsState, HeadCommentEvent>({
    type: 'RecordHeadComment',
    decider: headCommentsDecider,
    streamId: (c) => headCommentsStream(c.schoolId, c.termId),
    async parse(req, context) {
      const input = parseInput('RecordHeadComment', req.body);
      const schoolId = context.schoolId ?? '';
      const student = await studentFacts(store, input.studentId);
      if (student?.schoolId !== schoolId) throw notFound('studentId', m.studentNotFound);
      if (!(await schoolSetupOf(store, schoolId)).terms[input.termId])
        throw notFound('termId', m.termNotFound);
      return { type: 'RecordHeadComment', schoolId, ...input };
    },
    answer: (c) => ({ studentId: c.studentId, termId: c.termId }),
  });

  registry.register<PublishResults, PublicationState, ReportCardEvent>({
    type: 'PublishResults',
    decider: publicationDecider,
    streamId: (c) => reportCardsStream(c.classId, c.termId),
    async parse(req, context) {
      const input = parseInput('PublishResults', req.body);
      const schoolId = context.schoolId ?? '';
      await upToDate(pool, store);
      // Attendance is counted up to the day of publication (or the term's end, if earlier).
      const inputs = await publicationInputs(
        pool,
        store,
        schoolId,
        input.classId,
        input.termId,
        schoolDate(context.now),
      );
      return {
        type: 'PublishResults',
        schoolId,
        ...input,
        trigger: 'admin',
        inputs,
        fresh: freshFor(inputs),
      };
    },
    answer: (c) => ({ classId: c.classId, termId: c.termId }),
  });

  registry.register<AcknowledgeReportCard, AcknowledgementsState, ReportCardAcknowledged>({
    type: 'AcknowledgeReportCard',
    decider: acknowledgementsDecider,
    streamId: (c) => reportCardAcknowledgementsStream(c.card.reportCardId),
    async parse(req, context) {
      const input = parseInput('AcknowledgeReportCard', req.body);
      // The class and term's publication stream holds every version of every card: exact at this moment.
      const issued = (await store.readStream(reportCardsStream(input.classId, input.termId)))
        .map(decodeEvent)
        .filter((e): e is typeof e & ReportCardIssued => e.type === 'ReportCardIssued')
        .map((e) => e.data);
      const card = issued.find(
        (c) => c.reportCardId.toLowerCase() === input.reportCardId.toLowerCase(),
      );
      if (!card) throw notFound('reportCardId', m.reportCardNotFound);
      const latestVersion = Math.max(
        ...issued.filter((c) => c.studentId === card.studentId).map((c) => c.version),
      );
      const parent = context.actorId
        ? await familyParentAt(store, context.actorId, card.schoolId)
        : undefined;
      return {
        type: 'AcknowledgeReportCard',
        card: {
          schoolId: card.schoolId,
          classId: card.classId,
          termId: card.termId,
          studentId: card.studentId,
          reportCardId: card.reportCardId,
          version: card.version,
          latestVersion,
          graduated: await hasGraduated(store, card.studentId),
        },
        parent,
      };
    },
    answer: (c) => ({ reportCardId: c.card.reportCardId, version: c.card.version }),
  });

  registry.register<ResultsSettingsCommand, ResultsSettingsState, ResultsSettingsEvent>({
    type: 'ChangeResultsLinkSetting',
    decider: resultsSettingsDecider,
    // The school comes from the token, never the body.
    streamId: (c) => resultsSettingsStream(c.schoolId),
    parse(req, context) {
      if (!context.schoolId) throw new ForbiddenError(authMessages.forbidden);
      return {
        type: 'ChangeResultsLinkSetting',
        schoolId: context.schoolId,
        ...parseInput('ChangeResultsLinkSetting', req.body),
      };
    },
    answer: () => ({}),
  });

  registry.register<ResultsSettingsCommand, ResultsSettingsState, ResultsSettingsEvent>({
    type: 'ChangeReportCardSettings',
    decider: resultsSettingsDecider,
    // The school comes from the token, never the body.
    streamId: (c) => resultsSettingsStream(c.schoolId),
    parse(req, context) {
      if (!context.schoolId) throw new ForbiddenError(authMessages.forbidden);
      return {
        type: 'ChangeReportCardSettings',
        schoolId: context.schoolId,
        ...parseInput('ChangeReportCardSettings', req.body),
      };
    },
    answer: () => ({}),
  });

  registry.register<RecordConductAndEffort, ConductState, ConductAndEffortRecorded>({
    type: 'RecordConductAndEffort',
    decider: conductDecider,
    streamId: (c) => conductAndEffortStream(c.classId, c.subjectId, c.termId),
    async parse(req, context) {
      const input = parseInput('RecordConductAndEffort', req.body);
      const { schoolId, assigned } = await subjectOfClass(store, input, context);
      const [student, graduated, closed, settings] = await Promise.all([
        studentFacts(store, input.studentId),
        hasGraduated(store, input.studentId),
        termClosed(store, schoolId, input.termId),
        resultsSettingsOf(store, schoolId),
      ]);
      return {
        type: 'RecordConductAndEffort',
        schoolId,
        enabled: settings.conductAndEffort,
        assigned,
        student:
          student?.schoolId === schoolId
            ? { inClass: student.classId === input.classId, graduated }
            : undefined,
        closed,
        ...input,
      };
    },
    answer: (c) => ({ classId: c.classId, subjectId: c.subjectId, studentId: c.studentId }),
  });
}
