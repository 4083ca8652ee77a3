/** The promotion's words: field messages and refusals. */
export const promotionMessages = {
  yearRequired: 'Choose the academic year',
  yearNotFound: 'No such academic year in this school',
  toYearAfter: 'The new year starts after the year it follows',
  levelRequired: 'Choose the level',
  levelNotFound: 'No such level in this school',
  noStudents: 'This level has no active students to promote',
  planRequired: 'Choose the promotion plan',
  planNotFound: 'No such promotion plan in this school',
  batchNotFound: 'No such promotion in this school',
  studentNotInPlan: 'This student is not in the plan',
  outcome: 'Choose promote, repeat, graduate or leave',
  classRequired: 'Choose the class',
  repeatReason: 'Give the reason for repeating the year (at least 3 characters)',
  applied: 'This plan is applied: undo its promotion before changing or applying it again',
  notApplied: 'This promotion was undone already',
  applying: 'This promotion is being applied: apply it again to finish it',
  undoing: 'This promotion is being undone: undo it again to finish it',
  noTarget: (names: string[]) => `Choose the class to promote to for: ${names.join(', ')}`,
  changedSince: (names: string[]) =>
    `These students changed class or status since the plan: ${names.join(', ')}. Plan the level again.`,
  touchedSince: (names: string[]) =>
    `This promotion can no longer be undone: the new year's registers or marks already name ${names.join(', ')}`,
  movedSince: (names: string[]) =>
    `This promotion can no longer be undone: these students changed since: ${names.join(', ')}`,
} as const;
