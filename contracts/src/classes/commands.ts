import { z } from 'zod';
import { classMessages as m } from './messages';

const name = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: m.fillAllFields })
    .min(1, { error: m.fillAllFields })
    .max(60, { error: 'Keep the class name under 60 characters' }),
);
const id = (message: string) => z.string({ error: message }).uuid({ error: message });

/** Spec 001 §2.7: a level/grade and a class name, both required ('Please fill in all fields'). */
export const CreateClassInput = z.strictObject({ levelId: id(m.fillAllFields), name });
export const AssignClassTeacherInput = z.strictObject({
  classId: id(m.notFound),
  teacherId: id(m.teacherNotFound),
});
/** Rename and/or move to another level; at least one of them. */
export const ChangeClassDetailsInput = z
  .strictObject({
    classId: id(m.notFound),
    name: name.optional(),
    levelId: id(m.levelNotFound).optional(),
  })
  .refine((v) => v.name !== undefined || v.levelId !== undefined, { error: m.unchanged });
/** Delete while the class has no students; otherwise the class is archived (history kept). */
export const DeleteClassInput = z.strictObject({ classId: id(m.notFound) });

export const classStatuses = ['Active', 'Archived'] as const;
export type ClassStatus = (typeof classStatuses)[number];

/** The commands as the decider sees them: new ids and the referenced records' names are found at the edge. */
export type ClassCommand =
  | ({ type: 'CreateClass'; classId: string; levelName: string } & z.infer<typeof CreateClassInput>)
  | ({ type: 'AssignClassTeacher'; teacherName: string } & z.infer<typeof AssignClassTeacherInput>)
  | ({ type: 'ChangeClassDetails'; levelName?: string } & z.infer<typeof ChangeClassDetailsInput>)
  | ({ type: 'DeleteClass'; hasStudents: boolean } & z.infer<typeof DeleteClassInput>);
