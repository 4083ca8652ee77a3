import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  type CommandContext,
  type GradeBand,
  type SetupCommand,
  type SetupEvent,
} from '@chikoro/contracts';
import { setupDecider } from './decide';

const schoolId = '6f1c1d1e-8a43-4a39-9b0e-1f0a6f6d0001';
const admin: CommandContext = {
  actorId: 'u-admin',
  actorRole: 'ADMIN',
  schoolId,
  now: '2026-01-05T08:00:00.000Z',
};
const yearId = '11111111-1111-4111-8111-000000000001';
const termId = '22222222-2222-4222-8222-000000000001';
const sciencesId = '33333333-3333-4333-8333-000000000001';
const levelId = '44444444-4444-4444-8444-000000000001';
const subjectId = '55555555-5555-4555-8555-000000000001';
const at = admin.now;

const band = (
  grade: string,
  minScore: number,
  maxScore: number,
  points: number,
  pass: boolean,
): GradeBand => ({ grade, minScore, maxScore, points, pass });
const sample = [
  band('A', 75, 100, 5, true),
  band('B', 65, 74, 4, true),
  band('C', 50, 64, 3, true),
  band('D', 40, 49, 2, false),
  band('E', 30, 39, 1, false),
  band('U', 0, 29, 0, false),
];

const opened: SetupEvent = {
  type: 'AcademicYearOpened',
  data: {
    schoolId,
    academicYearId: yearId,
    name: '2026',
    startDate: '2026-01-13',
    endDate: '2026-12-04',
    openedAt: at,
  },
};
const term1: SetupEvent = {
  type: 'TermAdded',
  data: {
    schoolId,
    termId,
    academicYearId: yearId,
    name: 'Term 1',
    startDate: '2026-01-13',
    endDate: '2026-04-10',
    addedAt: at,
    academicYearName: '2026',
  },
};
const sciences: SetupEvent = {
  type: 'DepartmentAdded',
  data: { schoolId, departmentId: sciencesId, name: 'Sciences', addedAt: at },
};
const form1: SetupEvent = {
  type: 'LevelDefined',
  data: {
    schoolId,
    levelId,
    name: 'Form 1',
    description: 'First year of secondary',
    gradingScale: { version: 1, rows: sample },
    definedAt: at,
  },
};
const maths: SetupEvent = {
  type: 'SubjectAdded',
  data: {
    schoolId,
    subjectId,
    name: 'Mathematics',
    code: 'MATH',
    departmentId: sciencesId,
    addedAt: at,
    departmentName: 'Sciences',
  },
};

function given(events: SetupEvent[]) {
  const state = events.reduce(setupDecider.evolve, setupDecider.initialState);
  return {
    when:
      (command: SetupCommand, context = admin) =>
      () =>
        setupDecider.decide(command, state, context),
  };
}

const openYear = (
  name: string,
  startDate: string,
  endDate: string,
  id = '11111111-1111-4111-8111-000000000002',
): SetupCommand => ({ type: 'OpenAcademicYear', academicYearId: id, name, startDate, endDate });
const addTerm = (
  name: 'Term 1' | 'Term 2' | 'Term 3',
  startDate: string,
  endDate: string,
  id = '22222222-2222-4222-8222-000000000002',
): SetupCommand => ({
  type: 'AddTerm',
  termId: id,
  academicYearId: yearId,
  name,
  startDate,
  endDate,
});

describe('opening an academic year', () => {
  it('opens the first year of the school', () => {
    expect(given([]).when(openYear('2026', '2026-01-13', '2026-12-04', yearId))()).toEqual([
      opened,
    ]);
  });
  it('opens a next year that does not overlap', () =>
    expect(given([opened]).when(openYear('2027', '2027-01-12', '2027-12-03'))()).toHaveLength(1));
  it('cannot overlap another year, by even a day', () => {
    expect(given([opened]).when(openYear('2027', '2026-12-04', '2027-12-03'))).toThrow(
      'This academic year overlaps another year of the school',
    );
  });
  it('cannot take a name the school already uses', () =>
    expect(given([opened]).when(openYear('2026', '2027-01-12', '2027-12-03'))).toThrow(
      ConflictError,
    ));
  it('the same command again appends nothing', () =>
    expect(given([opened]).when(openYear('2026', '2026-01-13', '2026-12-04', yearId))()).toEqual(
      [],
    ));
  it('belongs to an admin of a school: a superadmin cannot open one', () => {
    expect(
      given([]).when(openYear('2026', '2026-01-13', '2026-12-04'), {
        ...admin,
        actorRole: 'SUPERADMIN',
        schoolId: null,
      }),
    ).toThrow(ForbiddenError);
  });
});

describe('opening a year with its terms', () => {
  const nextYearId = '11111111-1111-4111-8111-000000000003';
  const termIds = {
    'Term 1': '22222222-2222-4222-8222-000000000011',
    'Term 2': '22222222-2222-4222-8222-000000000012',
    'Term 3': '22222222-2222-4222-8222-000000000013',
  };
  const withTerms = (
    terms: { name: 'Term 1' | 'Term 2' | 'Term 3'; startDate: string; endDate: string }[],
  ): SetupCommand => ({
    type: 'OpenAcademicYear',
    academicYearId: nextYearId,
    termIds,
    name: '2027',
    startDate: '2027-01-12',
    endDate: '2027-12-03',
    terms,
  });
  const termOf2027 = (
    name: 'Term 1' | 'Term 3',
    startDate: string,
    endDate: string,
  ): SetupEvent => ({
    type: 'TermAdded',
    data: {
      schoolId,
      termId: termIds[name],
      academicYearId: nextYearId,
      name,
      startDate,
      endDate,
      addedAt: at,
      academicYearName: '2027',
    },
  });

  it('opens the year and then each term, in the order given, each with the id chosen for its name', () => {
    expect(
      given([opened]).when(
        withTerms([
          { name: 'Term 1', startDate: '2027-01-12', endDate: '2027-04-09' },
          { name: 'Term 3', startDate: '2027-09-07', endDate: '2027-12-03' },
        ]),
      )(),
    ).toEqual([
      {
        type: 'AcademicYearOpened',
        data: {
          schoolId,
          academicYearId: nextYearId,
          name: '2027',
          startDate: '2027-01-12',
          endDate: '2027-12-03',
          openedAt: at,
        },
      },
      termOf2027('Term 1', '2027-01-12', '2027-04-09'),
      termOf2027('Term 3', '2027-09-07', '2027-12-03'),
    ]);
  });
  it('refuses the whole year when a term falls outside it, naming that term’s field', () => {
    const refusal = (() => {
      try {
        given([opened]).when(
          withTerms([
            { name: 'Term 1', startDate: '2027-01-12', endDate: '2027-04-09' },
            { name: 'Term 2', startDate: '2027-05-04', endDate: '2027-12-10' },
          ]),
        )();
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ValidationError);
    expect((refusal as ValidationError).errors).toEqual([
      { field: 'terms.1.endDate', message: 'The term must lie within its academic year' },
    ]);
  });
  it('refuses terms that overlap each other, as a 409 on the later one', () => {
    const when = given([opened]).when(
      withTerms([
        { name: 'Term 1', startDate: '2027-01-12', endDate: '2027-04-09' },
        { name: 'Term 2', startDate: '2027-04-09', endDate: '2027-08-06' },
      ]),
    );
    expect(when).toThrow(ConflictError);
    expect(when).toThrow('This term overlaps another term of the year');
  });
  it('refuses one term name twice', () =>
    expect(
      given([opened]).when(
        withTerms([
          { name: 'Term 1', startDate: '2027-01-12', endDate: '2027-04-09' },
          { name: 'Term 1', startDate: '2027-05-04', endDate: '2027-08-06' },
        ]),
      ),
    ).toThrow('This year already has a term with this name'));
});

describe('adding a term to a year', () => {
  it('adds Term 1 within the year, naming the year for the audit log', () => {
    expect(given([opened]).when(addTerm('Term 1', '2026-01-13', '2026-04-10', termId))()).toEqual([
      term1,
    ]);
  });
  it('must lie within its year', () => {
    expect(given([opened]).when(addTerm('Term 3', '2026-09-08', '2026-12-11'))).toThrow(
      'The term must lie within its academic year',
    );
    expect(given([opened]).when(addTerm('Term 3', '2026-09-08', '2026-12-11'))).toThrow(
      ValidationError,
    );
  });
  it('cannot overlap another term of the year', () =>
    expect(given([opened, term1]).when(addTerm('Term 2', '2026-04-10', '2026-08-07'))).toThrow(
      'This term overlaps another term of the year',
    ));
  it('cannot repeat a term name in the year', () =>
    expect(given([opened, term1]).when(addTerm('Term 1', '2026-05-12', '2026-08-07'))).toThrow(
      'This year already has a term with this name',
    ));
  it('needs a year of this school', () =>
    expect(given([]).when(addTerm('Term 1', '2026-01-13', '2026-04-10'))).toThrow(NotFoundError));
  it('the same command again appends nothing', () =>
    expect(
      given([opened, term1]).when(addTerm('Term 1', '2026-01-13', '2026-04-10', termId))(),
    ).toEqual([]));
});

describe('departments', () => {
  const add = (name: string, id = '33333333-3333-4333-8333-000000000002'): SetupCommand => ({
    type: 'AddDepartment',
    departmentId: id,
    name,
  });
  const rename = (name: string): SetupCommand => ({
    type: 'RenameDepartment',
    departmentId: sciencesId,
    name,
  });
  const remove: SetupCommand = { type: 'RemoveDepartment', departmentId: sciencesId };
  const removed: SetupEvent = {
    type: 'DepartmentRemoved',
    data: { schoolId, departmentId: sciencesId, name: 'Sciences', removedAt: at },
  };

  it('adds a department', () =>
    expect(given([]).when(add('Sciences', sciencesId))()).toEqual([sciences]));
  it('refuses a name already used, whatever its case', () =>
    expect(given([sciences]).when(add('sciences'))).toThrow(
      'The school already has a department with this name',
    ));
  it('the same command again appends nothing', () =>
    expect(given([sciences]).when(add('Sciences', sciencesId))()).toEqual([]));
  it('renames, keeping the name before', () => {
    expect(given([sciences]).when(rename('Natural Sciences'))()).toEqual([
      {
        type: 'DepartmentRenamed',
        data: {
          schoolId,
          departmentId: sciencesId,
          before: 'Sciences',
          name: 'Natural Sciences',
          renamedAt: at,
        },
      },
    ]);
  });
  it('a rename to its own name changes nothing', () =>
    expect(given([sciences]).when(rename('Sciences'))()).toEqual([]));
  it('cannot rename to another department’s name', () => {
    const languages: SetupEvent = {
      type: 'DepartmentAdded',
      data: {
        schoolId,
        departmentId: '33333333-3333-4333-8333-000000000009',
        name: 'Languages',
        addedAt: at,
      },
    };
    expect(given([sciences, languages]).when(rename('LANGUAGES'))).toThrow(ConflictError);
  });
  it('removes a department no subject uses', () =>
    expect(given([sciences]).when(remove)()).toEqual([removed]));
  it('cannot remove a department a subject uses', () =>
    expect(given([sciences, maths]).when(remove)).toThrow(
      'This department still has subjects: move or remove them first',
    ));
  it('removing it twice changes nothing; renaming it after is not found', () => {
    expect(given([sciences, removed]).when(remove)()).toEqual([]);
    expect(given([sciences, removed]).when(rename('Sciences 2'))).toThrow(NotFoundError);
  });
  it('an unknown department (another school’s) is not found', () =>
    expect(given([]).when(remove)).toThrow('No such department in this school'));
});

describe('levels and their grading scales', () => {
  const define = (
    name: string,
    rows = sample,
    id = '44444444-4444-4444-8444-000000000002',
  ): SetupCommand => ({
    type: 'DefineLevel',
    levelId: id,
    name,
    description: 'First year of secondary',
    gradingScale: rows,
  });
  const change = (rows: GradeBand[]): SetupCommand => ({
    type: 'ChangeGradingScale',
    levelId,
    gradingScale: rows,
  });
  const widerB = [
    band('A', 75, 100, 5, true),
    band('B', 60, 74, 4, true),
    band('C', 50, 59, 3, true),
    ...sample.slice(3),
  ];

  it('defines a level with version 1 of its scale', () =>
    expect(given([]).when(define('Form 1', sample, levelId))()).toEqual([form1]));
  it('refuses a name already used', () =>
    expect(given([form1]).when(define('form 1'))).toThrow(
      'The school already has a level/grade with this name',
    ));
  it('refuses a scale with a gap, naming the rows', () => {
    const gap = [band('A', 75, 100, 5, true), band('B', 0, 70, 4, true)];
    expect(given([]).when(define('Form 2', gap))).toThrow(
      'No grade covers scores between 70 and 75 (between B (0–70) and A (75–100))',
    );
  });
  it('the same command again appends nothing', () =>
    expect(given([form1]).when(define('Form 1', sample, levelId))()).toEqual([]));
  it('a changed scale is version 2 and keeps version 1 as the previous', () => {
    expect(given([form1]).when(change(widerB))()).toEqual([
      {
        type: 'GradingScaleChanged',
        data: {
          schoolId,
          levelId,
          version: 2,
          rows: widerB,
          previous: { version: 1, rows: sample },
          changedAt: at,
          levelName: 'Form 1',
        },
      },
    ]);
  });
  it('the current scale again, in another order, appends nothing', () =>
    expect(given([form1]).when(change([...sample].reverse()))()).toEqual([]));
  it('a changed scale must still be whole', () =>
    expect(
      given([form1]).when(change([band('A', 50, 100, 5, true), band('U', 0, 60, 0, false)])),
    ).toThrow(ValidationError));
  it('an unknown level is not found', () =>
    expect(given([]).when(change(widerB))).toThrow('No such level/grade in this school'));
});

describe('subjects', () => {
  const add = (
    name: string,
    code?: string,
    departmentId?: string,
    id = '55555555-5555-4555-8555-000000000002',
  ): SetupCommand => ({ type: 'AddSubject', subjectId: id, name, code, departmentId });

  it('adds a subject in a department, naming it for the audit log', () =>
    expect(given([sciences]).when(add('Mathematics', 'MATH', sciencesId, subjectId))()).toEqual([
      maths,
    ]));
  it('adds a subject without code or department', () => {
    expect(given([]).when(add('Heritage Studies'))()).toEqual([
      {
        type: 'SubjectAdded',
        data: {
          schoolId,
          subjectId: '55555555-5555-4555-8555-000000000002',
          name: 'Heritage Studies',
          code: undefined,
          departmentId: undefined,
          addedAt: at,
          departmentName: undefined,
        },
      },
    ]);
  });
  it('refuses a name or a code already used', () => {
    expect(given([sciences, maths]).when(add('MATHEMATICS'))).toThrow(
      'The school already has a subject with this name',
    );
    expect(given([sciences, maths]).when(add('Further Mathematics', 'math'))).toThrow(
      'The school already has a subject with this code',
    );
  });
  it('needs a department of this school', () =>
    expect(given([]).when(add('Physics', undefined, sciencesId))).toThrow(
      'No such department in this school',
    ));
  it('the same command again appends nothing', () =>
    expect(
      given([sciences, maths]).when(add('Mathematics', 'MATH', sciencesId, subjectId))(),
    ).toEqual([]));
});

describe('evolve', () => {
  it('ignores events it does not know, and changes to records it never saw', () => {
    const state = setupDecider.evolve(setupDecider.initialState, {
      type: 'SomethingNew',
      data: {},
    } as never);
    expect(
      setupDecider.evolve(state, {
        type: 'DepartmentRenamed',
        data: { schoolId, departmentId: sciencesId, before: 'A', name: 'B', renamedAt: at },
      }),
    ).toEqual(setupDecider.initialState);
  });
});
