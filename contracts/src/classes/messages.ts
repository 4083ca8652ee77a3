/** Spec 001 §2.7 and §8's texts for classes, and the rules' refusals. */
export const classMessages = {
  fillAllFields: 'Please fill in all fields',
  createFailed: 'Failed to create class',
  notFound: 'No such class in this school',
  levelNotFound: 'No such level/grade in this school',
  nameTaken: 'The school already has a class with this name',
  teacherNotFound: 'No such teacher in this school',
  unchanged: 'Nothing to change: the class already has these details',
  hasStudents: 'This class still has students: it was archived instead of deleted',
  archived: 'This class is archived',
  teacherNotActive: 'Only an active teacher of the school can be the class teacher',
  deleted: 'The class was deleted',
  busy: 'The school records are being updated. Try again in a moment.',
} as const;
