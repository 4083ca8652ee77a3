/** The term close's words: field messages and refusals. */
export const termCloseMessages = {
  termRequired: 'Choose the term',
  termNotFound: 'No such term in this school',
  opensOn: 'Enter the day the next term opens as YYYY-MM-DD',
  opensAfterTerm: 'The next term opens after this term ends',
  reopenReason: 'Give the reason for reopening the term (at least 3 characters)',
  /** What a mark or a register of a closed term is refused with. */
  marksClosed:
    'This term is closed: marks can no longer be recorded or corrected. The admin can reopen the term with a reason.',
  registersClosed:
    'This term is closed: its registers can no longer be taken or corrected. The admin can reopen the term with a reason.',
} as const;
