/** One row of /api/bursars. */
export interface Bursar {
  id: string;
  schoolId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  registeredAt: string;
}
