/** One row of /api/bursars. */
export interface Bursar {
  id: string;
  schoolId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  /** Active, or Inactive (cannot sign in). */
  status: 'Active' | 'Inactive';
  registeredAt: string;
}
