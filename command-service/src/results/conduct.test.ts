import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  type CommandContext,
  type ConductAndEffortRecorded,
} from '@chikoro/contracts';
import { conductDecider, type RecordConductAndEffort } from './conduct';

const schoolId = 'school-1';
const now = '2026-04-01T08:00:00.000Z';
const admin: CommandContext = { actorId: 'u-admin', actorRole: 'ADMIN', schoolId, now };
const mathsTeacher: CommandContext = { actorId: 't-maths', actorRole: 'TEACHER', schoolId, now };
const key = { classId: 'class-1', subjectId: 'maths', termId: 'term-1' };

const recorded = (
  studentId: string,
  conduct: 'A' | 'B' | 'C' | 'D' | 'E' | null,
  effort: 'A' | 'B' | 'C' | 'D' | 'E' | null,
  previous: ConductAndEffortRecorded['data']['previous'] = null,
): ConductAndEffortRecorded => ({
  type: 'ConductAndEffortRecorded',
  data: { schoolId, ...key, studentId, conduct, effort, previous, recordedAt: now },
});
const rate = (overrides: Partial<RecordConductAndEffort> = {}): RecordConductAndEffort => ({
  type: 'RecordConductAndEffort',
  schoolId,
  ...key,
  studentId: 's1',
  conduct: 'A',
  effort: 'B',
  enabled: true,
  assigned: true,
  student: { inClass: true, graduated: false },
  closed: false,
  ...overrides,
});

function given(...events: ConductAndEffortRecorded[]) {
  const state = events.reduce(conductDecider.evolve, conductDecider.initialState);
  return {
    when: (command: RecordConductAndEffort, context: CommandContext) => () =>
      conductDecider.decide(command, state, context),
  };
}

describe('when the school shows conduct and effort and nothing is rated yet', () => {
  it('the subject’s teacher rates a student', () => {
    expect(given().when(rate(), mathsTeacher)()).toEqual([recorded('s1', 'A', 'B')]);
  });
  it('the admin rates a student', () => {
    expect(given().when(rate({ assigned: false }), admin)()).toEqual([recorded('s1', 'A', 'B')]);
  });
  it('a conduct alone is kept, the effort not rated yet', () => {
    expect(given().when(rate({ effort: null }), mathsTeacher)()).toEqual([
      recorded('s1', 'A', null),
    ]);
  });
  it('two blanks record nothing', () => {
    expect(given().when(rate({ conduct: null, effort: null }), mathsTeacher)()).toEqual([]);
  });
});

describe('when a student was rated', () => {
  const state = given(recorded('s1', 'B', 'C'));
  it('a change records the new ratings with the ones they replace', () => {
    expect(state.when(rate({ conduct: 'A', effort: 'C' }), mathsTeacher)()).toEqual([
      recorded('s1', 'A', 'C', { conduct: 'B', effort: 'C' }),
    ]);
  });
  it('the same ratings again record nothing', () => {
    expect(state.when(rate({ conduct: 'B', effort: 'C' }), mathsTeacher)()).toEqual([]);
  });
  it('blanks clear them', () => {
    expect(state.when(rate({ conduct: null, effort: null }), mathsTeacher)()).toEqual([
      recorded('s1', null, null, { conduct: 'B', effort: 'C' }),
    ]);
  });
});

describe('who may rate, and when', () => {
  it('a teacher not assigned this subject, class and term is refused (403)', () => {
    expect(given().when(rate({ assigned: false }), mathsTeacher)).toThrow(ForbiddenError);
  });
  it('a student of another school is not found (404)', () => {
    expect(given().when(rate({ student: undefined }), admin)).toThrow(NotFoundError);
  });
  it('a student not in the class is not found (404)', () => {
    expect(
      given().when(rate({ student: { inClass: false, graduated: false } }), mathsTeacher),
    ).toThrow(NotFoundError);
  });
  it('a graduate is refused (409): their record is read-only', () => {
    const refused = given().when(rate({ student: { inClass: true, graduated: true } }), admin);
    expect(refused).toThrow(ConflictError);
    expect(refused).toThrow('This student has graduated: their record is read-only');
  });
  it('is refused while the school’s cards show no conduct and effort (409)', () => {
    const refused = given().when(rate({ enabled: false }), mathsTeacher);
    expect(refused).toThrow(ConflictError);
    expect(refused).toThrow(
      'This school’s report cards do not show conduct and effort: the admin can turn them on',
    );
  });
  it('is refused once the term is closed, to the admin too (409), as marks are', () => {
    const refused = given().when(rate({ closed: true }), admin);
    expect(refused).toThrow(ConflictError);
    expect(refused).toThrow('This term is closed: marks can no longer be recorded or corrected.');
  });
});
