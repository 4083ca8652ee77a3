import { z } from 'zod';
import { commandAnswer, commandSpecs } from '../shared/commandSpec';
import {
  AddDepartmentInput,
  AddSubjectInput,
  AddTermInput,
  ChangeGradingScaleInput,
  DefineLevelInput,
  OpenAcademicYearInput,
  RemoveDepartmentInput,
  RenameDepartmentInput,
} from './commands';

const admin = ['ADMIN'] as const;

/** The school's years, terms, departments, levels and subjects: what a new one is answered by its id. */
export const setupCommandSpecs = commandSpecs({
  OpenAcademicYear: {
    input: OpenAcademicYearInput,
    answer: commandAnswer({ academicYearId: z.string(), termIds: z.array(z.string()) }),
    access: admin,
  },
  AddTerm: { input: AddTermInput, answer: commandAnswer({ termId: z.string() }), access: admin },
  AddDepartment: {
    input: AddDepartmentInput,
    answer: commandAnswer({ departmentId: z.string() }),
    access: admin,
  },
  RenameDepartment: { input: RenameDepartmentInput, answer: commandAnswer({}), access: admin },
  RemoveDepartment: { input: RemoveDepartmentInput, answer: commandAnswer({}), access: admin },
  DefineLevel: {
    input: DefineLevelInput,
    answer: commandAnswer({ levelId: z.string() }),
    access: admin,
  },
  ChangeGradingScale: { input: ChangeGradingScaleInput, answer: commandAnswer({}), access: admin },
  AddSubject: {
    input: AddSubjectInput,
    answer: commandAnswer({ subjectId: z.string() }),
    access: admin,
  },
});
