import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  ForbiddenError,
  authMessages,
  examMessages as m,
  type CommandContext,
  type ExamEvent,
  type MarksEntryEvent,
} from '@chikoro/contracts';
import { decodeEvent, type EventStore } from '@chikoro/eventstore';
import { fold } from '../commands/decider';
import type { CommandRegistry } from '../commands/registry';
import { parseInput } from '../commands/parse';
import { ownSchool, teaches } from '../scope';
import { examIdOf, type ExamCommand } from './commands';
import { examDecider } from './decide';
import { examStream, type ExamState } from './exam';
import {
  marksEntryDecider,
  marksEntryStream,
  type MarksEntryCommand,
  type MarksEntryState,
} from './marksEntry';
import { reservePaper } from './papers';
import { termClosed } from '../termclose/closed';
import { marksLocked, resultsPublished } from './publication';
import { classFacts, required, schoolTeacher, studentsFacts } from './references';
import { setupNames } from '../setup/reader';

type C<T extends ExamCommand['type']> = Extract<ExamCommand, { type: T }>;

export interface ExamDependencies {
  store: EventStore;
  pool: pg.Pool;
}

const schoolOf = (context: CommandContext): string => {
  if (!context.schoolId) throw new ForbiddenError(authMessages.forbidden);
  return context.schoolId;
};

export function registerExamCommands(registry: CommandRegistry, deps: ExamDependencies): void {
  const { store, pool } = deps;
  const examOf = async (examId: string): Promise<ExamState> =>
    fold(examDecider, (await store.readStream(examStream(examId))).map(decodeEvent));
  const common = {
    decider: examDecider,
    streamId: (c: ExamCommand) => examStream(examIdOf(c)),
    answer: (c: ExamCommand) => ({ examId: examIdOf(c) }),
  };

  registry.register<C<'CreateExam'>, ExamState, ExamEvent>({
    ...common,
    type: 'CreateExam',
    async parse(req, context) {
      const schoolId = schoolOf(context);
      const input = parseInput('CreateExam', req.body);
      const setup = await setupNames(store, schoolId);
      const klass = await classFacts(store, input.classId);
      const found = required(
        klass && ownSchool(klass, context) && klass.open ? klass : undefined,
        'classId',
        m.classNotFound,
      );
      const subjectName = required(
        setup.subjects.get(input.subjectId),
        'subjectId',
        m.subjectNotFound,
      );
      const term = required(setup.terms.get(input.termId), 'termId', m.termNotFound);
      const asTeacher = context.actorRole === 'TEACHER';
      const teacher = await schoolTeacher(
        store,
        schoolId,
        asTeacher ? (context.actorId ?? '') : (input.teacherId ?? ''),
      );
      const assigned = teaches(context, teacher?.assignments.values() ?? [], input);
      const placement = {
        schoolId,
        className: found.name,
        levelId: found.levelId,
        levelName: setup.levels.get(found.levelId) ?? '',
        subjectName,
        termName: term.name,
        academicYearId: term.academicYearId,
        academicYear: setup.years.get(term.academicYearId) ?? '',
      };
      return {
        type: 'CreateExam',
        examId: randomUUID(),
        input,
        placement,
        teacher,
        assigned,
        otherPapers: [],
      };
    },
    // The paper rules are decided here, under the class-subject-term lock, with the group's other papers.
    precheck: (command, state, context) =>
      reservePaper(
        pool,
        store,
        command.input,
        { examId: command.examId, ...command.input },
        (otherPapers) => examDecider.decide({ ...command, otherPapers }, state, context),
      ),
  });

  registry.register<C<'ChangeExamDetails'>, ExamState, ExamEvent>({
    ...common,
    type: 'ChangeExamDetails',
    async parse(req, context) {
      const schoolId = schoolOf(context);
      const input = parseInput('ChangeExamDetails', req.body);
      const teacher =
        input.teacherId === undefined
          ? undefined
          : await schoolTeacher(store, schoolId, input.teacherId);
      return { type: 'ChangeExamDetails', input, teacher, otherPapers: [] };
    },
    async precheck(command, state, context) {
      const decide = (otherPapers: C<'ChangeExamDetails'>['otherPapers']) =>
        examDecider.decide({ ...command, otherPapers }, state, context);
      if (
        state.status !== 'Active' ||
        (command.input.paperNo === undefined && command.input.weight === undefined)
      )
        return void decide([]);
      const paper = {
        examId: state.examId,
        paperNo: command.input.paperNo ?? state.paperNo,
        weight: command.input.weight ?? state.weight,
      };
      await reservePaper(pool, store, state, paper, decide);
    },
  });

  registry.register<C<'CancelExam'>, ExamState, ExamEvent>({
    ...common,
    type: 'CancelExam',
    parse: (req) => ({ type: 'CancelExam', ...parseInput('CancelExam', req.body) }),
  });

  registry.register<C<'RecordMarks'>, ExamState, ExamEvent>({
    ...common,
    type: 'RecordMarks',
    async parse(req, context) {
      const schoolId = schoolOf(context);
      const { examId, marks } = parseInput('RecordMarks', req.body);
      const exam = await examOf(examId);
      if (exam.status === 'Initial' || exam.schoolId !== schoolId)
        return {
          type: 'RecordMarks',
          examId,
          marks,
          students: {},
          locked: false,
          published: false,
          closed: false,
        };
      const [students, locked, published, closed] = await Promise.all([
        studentsFacts(
          store,
          schoolId,
          marks.map((entry) => entry.studentId),
        ),
        marksLocked(store, schoolId, exam.termId),
        resultsPublished(store, exam.classId, exam.termId),
        termClosed(store, schoolId, exam.termId),
      ]);
      return { type: 'RecordMarks', examId, marks, students, locked, published, closed };
    },
  });

  registry.register<C<'CorrectMark'>, ExamState, ExamEvent>({
    ...common,
    type: 'CorrectMark',
    async parse(req, context) {
      const schoolId = schoolOf(context);
      const input = parseInput('CorrectMark', req.body);
      const exam = await examOf(input.examId);
      if (exam.status === 'Initial' || exam.schoolId !== schoolId)
        return {
          type: 'CorrectMark',
          ...input,
          student: undefined,
          published: false,
          closed: false,
        };
      const [students, published, closed] = await Promise.all([
        studentsFacts(store, schoolId, [input.studentId]),
        resultsPublished(store, exam.classId, exam.termId),
        termClosed(store, schoolId, exam.termId),
      ]);
      return {
        type: 'CorrectMark',
        ...input,
        student: students[input.studentId],
        published,
        closed,
      };
    },
  });

  const entry = {
    decider: marksEntryDecider,
    streamId: (c: MarksEntryCommand) => marksEntryStream(c.schoolId, c.termId),
    answer: (c: MarksEntryCommand) => ({ termId: c.termId }),
  };
  const termOfSchool = async (context: CommandContext, termId: string) => {
    const schoolId = schoolOf(context);
    required((await setupNames(store, schoolId)).terms.get(termId), 'termId', m.termNotFound);
    return schoolId;
  };
  registry.register<MarksEntryCommand, MarksEntryState, MarksEntryEvent>({
    ...entry,
    type: 'LockMarks',
    async parse(req, context) {
      const { termId } = parseInput('LockMarks', req.body);
      return { type: 'LockMarks', schoolId: await termOfSchool(context, termId), termId };
    },
  });
  registry.register<MarksEntryCommand, MarksEntryState, MarksEntryEvent>({
    ...entry,
    type: 'ReopenMarks',
    async parse(req, context) {
      const { termId, reason } = parseInput('ReopenMarks', req.body);
      return { type: 'ReopenMarks', schoolId: await termOfSchool(context, termId), termId, reason };
    },
  });
}
