/** Where each open item of a term is put right, in the admin's area. */
const filter = (value: Record<string, unknown>) =>
  `filter=${encodeURIComponent(JSON.stringify(value))}`;

/** The exam's mark entry (Results Management's grade dialog). */
export const markEntryLink = (examId: string) =>
  `/admin/results-management?grade=${encodeURIComponent(examId)}`;
/** The class's report cards for the term: publishing and the head's comments are there. */
export const reportCardsLink = (classId: string, termId: string) =>
  `/admin/report-cards?${filter({ classId, termId })}`;
/** The class's register on the first day not taken. */
export const registerLink = (classId: string, date: string) =>
  `/admin/take-register?classId=${encodeURIComponent(classId)}&date=${date}`;
