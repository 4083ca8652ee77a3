/** The communications centre's words: refusals and field messages (issue 10). */
export const announcementMessages = {
  title: 'Enter a title',
  titleLength: 'Keep the title under 120 characters',
  body: 'Enter the announcement',
  bodyLength: 'Keep the announcement under 5000 characters',
  audience: 'Choose who receives the announcement',
  levels: 'Choose at least one level/grade',
  classes: 'Choose at least one class',
  eventDate: 'Enter the date as YYYY-MM-DD',
  levelNotFound: 'No such level/grade in this school',
  classNotFound: 'No such class in this school',
  notFound: 'No such announcement',
  withdrawn: 'This announcement was withdrawn',
  unchanged: 'Nothing to change: give a new title, text or date',
  busy: 'Announcements are being delivered. Try again in a moment.',
} as const;
