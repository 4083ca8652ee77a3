/** Bulk import from a CSV or Excel file, shown on the student, teacher and parent lists. */
export { ImportButton } from './ImportButton';
