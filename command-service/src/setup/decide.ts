import {
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  authMessages,
  setupMessages as m,
  type CommandContext,
  type FieldError,
  type SetupCommand,
  type SetupEvent,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';
import { alreadyThere, canonicalScale, overlaps, requireWholeScale, sameName } from './rules';
import { evolveSetup, initialSetupState, type SetupState } from './setup';

type Of<T extends SetupCommand['type']> = Extract<SetupCommand, { type: T }>;
type Decide<T extends SetupCommand['type']> = (
  command: Of<T>,
  state: SetupState,
  schoolId: string,
  now: string,
) => SetupEvent[];
const taken = (message: string, field = 'name') => new ConflictError(message, [{ field, message }]);

const openYear: Decide<'OpenAcademicYear'> = (c, state, schoolId, now) => {
  const { academicYearId, name, startDate, endDate } = c;
  if (alreadyThere(state.years[academicYearId], { name, startDate, endDate })) return [];
  const years = Object.values(state.years);
  if (years.some((y) => sameName(y.name, name))) throw taken(m.yearNameTaken);
  if (years.some((y) => overlaps(y, c)))
    throw new ConflictError(m.yearsOverlap, [{ field: 'startDate', message: m.yearsOverlap }]);
  const opened: SetupEvent = {
    type: 'AcademicYearOpened',
    data: { schoolId, academicYearId, name, startDate, endDate, openedAt: now },
  };
  return [opened, ...termsOfNewYear(c, evolveSetup(state, opened), schoolId, now)];
};

/**
 * The terms a year is opened with, each under AddTerm's rules against the new year and the terms
 * before it; a refusal names the term's fields (`terms.1.startDate`), and refuses the whole year.
 */
function termsOfNewYear(
  c: Of<'OpenAcademicYear'>,
  opened: SetupState,
  schoolId: string,
  now: string,
): SetupEvent[] {
  const events: SetupEvent[] = [];
  let state = opened;
  (c.terms ?? []).forEach((term, i) => {
    if (c.terms?.slice(0, i).some((t) => t.name === term.name))
      throw taken(m.termNameTaken, `terms.${i}.name`);
    const termId = c.termIds?.[term.name];
    if (!termId) throw new Error(`No term id chosen for ${term.name}`);
    try {
      const added = addTerm(
        { type: 'AddTerm', termId, academicYearId: c.academicYearId, ...term },
        state,
        schoolId,
        now,
      );
      events.push(...added);
      state = added.reduce(evolveSetup, state);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const Same = error.constructor as new (message: string, errors: FieldError[]) => DomainError;
      throw new Same(
        error.message,
        error.errors.map((e) => ({ ...e, field: `terms.${i}.${e.field}` })),
      );
    }
  });
  return events;
}

const addTerm: Decide<'AddTerm'> = (c, state, schoolId, now) => {
  const { termId, academicYearId, name, startDate, endDate } = c;
  if (alreadyThere(state.terms[termId], { academicYearId, name, startDate, endDate })) return [];
  const year = state.years[academicYearId];
  if (!year) throw new NotFoundError(m.yearNotFound);
  const outside = [
    startDate < year.startDate && 'startDate',
    endDate > year.endDate && 'endDate',
  ].filter((f): f is string => Boolean(f));
  if (outside.length)
    throw new ValidationError(
      m.termOutsideYear,
      outside.map((field) => ({ field, message: m.termOutsideYear })),
    );
  const siblings = Object.values(state.terms).filter((t) => t.academicYearId === academicYearId);
  if (siblings.some((t) => t.name === name)) throw taken(m.termNameTaken);
  if (siblings.some((t) => overlaps(t, c)))
    throw new ConflictError(m.termsOverlap, [{ field: 'startDate', message: m.termsOverlap }]);
  return [
    {
      type: 'TermAdded',
      data: {
        schoolId,
        termId,
        academicYearId,
        name,
        startDate,
        endDate,
        addedAt: now,
        academicYearName: year.name,
      },
    },
  ];
};

const activeDepartments = (state: SetupState) =>
  Object.values(state.departments).filter((d) => d.status === 'Active');

const addDepartment: Decide<'AddDepartment'> = (c, state, schoolId, now) => {
  if (alreadyThere(state.departments[c.departmentId], { name: c.name })) return [];
  if (activeDepartments(state).some((d) => sameName(d.name, c.name)))
    throw taken(m.departmentNameTaken);
  return [
    {
      type: 'DepartmentAdded',
      data: { schoolId, departmentId: c.departmentId, name: c.name, addedAt: now },
    },
  ];
};

const renameDepartment: Decide<'RenameDepartment'> = (c, state, schoolId, now) => {
  const department = state.departments[c.departmentId];
  if (!department || department.status === 'Removed') throw new NotFoundError(m.departmentNotFound);
  if (department.name === c.name) return [];
  if (
    activeDepartments(state).some(
      (d) => d.departmentId !== c.departmentId && sameName(d.name, c.name),
    )
  )
    throw taken(m.departmentNameTaken);
  return [
    {
      type: 'DepartmentRenamed',
      data: {
        schoolId,
        departmentId: c.departmentId,
        before: department.name,
        name: c.name,
        renamedAt: now,
      },
    },
  ];
};

const removeDepartment: Decide<'RemoveDepartment'> = (c, state, schoolId, now) => {
  const department = state.departments[c.departmentId];
  if (!department) throw new NotFoundError(m.departmentNotFound);
  if (department.status === 'Removed') return [];
  if (Object.values(state.subjects).some((s) => s.departmentId === c.departmentId))
    throw new ConflictError(m.departmentInUse);
  return [
    {
      type: 'DepartmentRemoved',
      data: { schoolId, departmentId: c.departmentId, name: department.name, removedAt: now },
    },
  ];
};

const defineLevel: Decide<'DefineLevel'> = (c, state, schoolId, now) => {
  const rows = canonicalScale(c.gradingScale);
  const gradingScale = { version: 1, rows };
  if (
    alreadyThere(state.levels[c.levelId], {
      name: c.name,
      description: c.description,
      scale: gradingScale,
    })
  )
    return [];
  if (Object.values(state.levels).some((l) => sameName(l.name, c.name)))
    throw taken(m.levelNameTaken);
  requireWholeScale(rows);
  return [
    {
      type: 'LevelDefined',
      data: {
        schoolId,
        levelId: c.levelId,
        name: c.name,
        description: c.description,
        gradingScale,
        definedAt: now,
      },
    },
  ];
};

/** A new version, never an edit: results already published keep naming the version they used. */
const changeGradingScale: Decide<'ChangeGradingScale'> = (c, state, schoolId, now) => {
  const level = state.levels[c.levelId];
  if (!level) throw new NotFoundError(m.levelNotFound);
  const rows = canonicalScale(c.gradingScale);
  if (JSON.stringify(rows) === JSON.stringify(canonicalScale(level.scale.rows))) return [];
  requireWholeScale(rows);
  return [
    {
      type: 'GradingScaleChanged',
      data: {
        schoolId,
        levelId: level.levelId,
        version: level.scale.version + 1,
        rows,
        previous: level.scale,
        changedAt: now,
        levelName: level.name,
      },
    },
  ];
};

const addSubject: Decide<'AddSubject'> = (c, state, schoolId, now) => {
  const { subjectId, name, code, departmentId } = c;
  if (alreadyThere(state.subjects[subjectId], { name, code, departmentId })) return [];
  const subjects = Object.values(state.subjects);
  if (subjects.some((s) => sameName(s.name, name))) throw taken(m.subjectNameTaken);
  if (code && subjects.some((s) => s.code && sameName(s.code, code)))
    throw taken(m.subjectCodeTaken, 'code');
  const department = departmentId ? state.departments[departmentId] : undefined;
  if (departmentId && department?.status !== 'Active')
    throw new NotFoundError(m.departmentNotFound, [
      { field: 'departmentId', message: m.departmentNotFound },
    ]);
  return [
    {
      type: 'SubjectAdded',
      data: {
        schoolId,
        subjectId,
        name,
        code,
        departmentId,
        addedAt: now,
        departmentName: department?.name,
      },
    },
  ];
};

/** One school's set-up: the school is the signed-in admin's, never one named in the command. */
export function decideSetup(
  command: SetupCommand,
  state: SetupState,
  context: CommandContext,
): SetupEvent[] {
  const schoolId = context.schoolId;
  if (context.actorRole !== 'ADMIN' || !schoolId) throw new ForbiddenError(authMessages.forbidden);
  switch (command.type) {
    case 'OpenAcademicYear':
      return openYear(command, state, schoolId, context.now);
    case 'AddTerm':
      return addTerm(command, state, schoolId, context.now);
    case 'AddDepartment':
      return addDepartment(command, state, schoolId, context.now);
    case 'RenameDepartment':
      return renameDepartment(command, state, schoolId, context.now);
    case 'RemoveDepartment':
      return removeDepartment(command, state, schoolId, context.now);
    case 'DefineLevel':
      return defineLevel(command, state, schoolId, context.now);
    case 'ChangeGradingScale':
      return changeGradingScale(command, state, schoolId, context.now);
    case 'AddSubject':
      return addSubject(command, state, schoolId, context.now);
    default: {
      const unknown: never = command;
      throw new Error(`Unhandled set-up command ${JSON.stringify(unknown)}`);
    }
  }
}

export const setupDecider: Decider<SetupState, SetupCommand, SetupEvent> = {
  initialState: initialSetupState,
  decide: decideSetup,
  evolve: evolveSetup,
};
