/** Links the top bar, the footer and the landing page share. */
export const topLinks = [
  { label: 'Raise an enquiry', to: '/#raise_an_enquiry' },
  { label: 'Enrol your school', to: '/enrol_your_school' },
  { label: 'Login', to: '/login' },
] as const;

/** The four modules (spec 000 §1), each with its anchor on the landing page. */
export const modules = [
  {
    id: 'student-information-system',
    title: 'Student Information System',
    summary: 'Every student’s record in one place.',
    points: [
      'Student records, classes and levels',
      'Students sign in with their registration number',
      'Parents linked to their children',
    ],
  },
  {
    id: 'institute-administration',
    title: 'Institute Administration',
    summary: 'Set the school up the way it runs.',
    points: [
      'Academic years, terms, departments, levels and subjects',
      'Accounts for admins, teachers, students and parents',
      'Enrolment reviewed and approved by the platform team',
    ],
  },
  {
    id: 'student-performance-management',
    title: 'Student Performance Management',
    summary: 'Exams, marks and report cards.',
    points: [
      'Teachers create exams and record marks',
      'A corrected mark keeps the previous one and the reason',
      'Report cards with the Head/Principal’s comment, ready to print',
    ],
  },
  {
    id: 'communication',
    title: 'Communication',
    summary: 'The school, its staff and its families, in touch.',
    points: [
      'School events and announcements',
      'Parents follow announcements and their children’s report cards',
      'A communications centre for the school office',
    ],
  },
] as const;

export const companyLinks = [
  { label: 'About us', href: '/about' },
  { label: 'Privacy policy', href: '/privacy' },
  { label: 'Terms of service', href: '/terms' },
  { label: 'Contact us', href: '/contact' },
] as const;

/** Where the platform can be reached; the postal address is a placeholder until the company's is confirmed. */
export const contact = {
  email: 'support@chikoro.example',
  privacyEmail: 'privacy@chikoro.example',
  phone: '+263 242 000 000 (placeholder)',
  address: ['[Placeholder: office address to be confirmed]', 'Harare', 'Zimbabwe'],
  hours: 'Monday to Friday, 08:00 to 17:00 (Harare time)',
} as const;
