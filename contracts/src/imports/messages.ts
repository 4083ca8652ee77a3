/** Spec 001 §8's texts for a bulk add, and the import's own refusals. */
export const importMessages = {
  kind: 'Choose teachers, students, parents or opening balances',
  file: 'Choose a CSV or Excel (.xlsx) file',
  unreadable: 'The file could not be read: save it as CSV or Excel (.xlsx) and try again',
  empty: 'The file has no rows below its header',
  tooLarge: (mb: number) =>
    `The spreadsheet holds more than ${mb} MB once unpacked: keep only the template's columns and rows, or save it as CSV`,
  tooManyRows: (max: number) =>
    `A file may hold at most ${max} rows: split it and import each part`,
  missingColumns: (headers: string[]) => `The file lacks the column(s): ${headers.join(', ')}`,
  hasErrors: 'Some rows have errors: correct them and run the check again before importing',
  noValidRows: 'No row of the file is free of errors: correct them and run the check again',
  classNotFound: 'No class of this name in this school',
  parentNameNeedsPhone:
    "Enter the parent's phone number: the parent's name goes with the invitation it receives",
  subjectNotFound: (name: string) => `No subject named ${name} in this school`,
  studentNotFound: (number: string) =>
    `No student with registration number ${number} in this school`,
  duplicateInFile: (row: number) => `The same record as row ${row}`,
  batchNotFound: 'No such import in this school',
  alreadyUndone: 'This import has already been undone',
  stillRunning: 'This import is still running: wait until it ends, then undo or resume it',
  notInterrupted: 'Only an interrupted import can be resumed: this one has finished',
  resumeKind: (kind: string) => `This import was of ${kind}: choose its ${kind} file to resume it`,
  changedSince: (records: string[]) =>
    `This import cannot be undone: changed since it was imported: ${records.join(', ')}`,
  adding: (kind: string) => `${kind} being added please wait ...`,
  added: (kind: string) => `${kind} added Success`,
  addFailed: (kind: string) => `Failed To Add ${kind}! Try Again.`,
} as const;
