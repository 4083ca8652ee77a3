/** A place in the superadmin area the search box can take you to, by name or by what you want to do. */
export interface Destination {
  label: string;
  /** Path under /superadmin-dashboard ('' is the dashboard itself). */
  path: string;
  group: 'Pages' | 'Actions';
  keywords: string[];
}

const filtered = (status: string) =>
  `/school-enrolment-requests?filter=${encodeURIComponent(JSON.stringify({ status }))}`;

export const destinations: Destination[] = [
  {
    label: 'Statistics',
    path: '',
    group: 'Pages',
    keywords: ['dashboard', 'figures', 'charts', 'home', 'overview'],
  },
  {
    label: 'School Enrollment',
    path: '/school-enrolment-requests',
    group: 'Pages',
    keywords: ['enrolment', 'enrollment', 'requests', 'schools', 'register'],
  },
  {
    label: 'Enquiries',
    path: '/enquiries-from-schools',
    group: 'Pages',
    keywords: ['enquiry', 'inquiry', 'questions', 'contact'],
  },
  {
    label: 'Audit log',
    path: '/events',
    group: 'Pages',
    keywords: ['history', 'events', 'trail', 'who did', 'changes', 'log'],
  },
  {
    label: 'Getting Started',
    path: '/getting-started',
    group: 'Pages',
    keywords: ['help', 'guide', 'duties', 'how to'],
  },
  { label: 'Profile', path: '/profile', group: 'Pages', keywords: ['my name', 'account', 'me'] },
  { label: 'Settings', path: '/settings', group: 'Pages', keywords: ['preferences', 'password'] },
  {
    label: 'Review pending enrolment requests',
    path: filtered('PENDING'),
    group: 'Actions',
    keywords: ['approve', 'reject', 'decide', 'pending', 'new schools'],
  },
  {
    label: 'See approved schools',
    path: filtered('APPROVED'),
    group: 'Actions',
    keywords: ['approved', 'active schools'],
  },
  {
    label: 'See rejected requests',
    path: filtered('REJECTED'),
    group: 'Actions',
    keywords: ['rejected', 'declined'],
  },
  {
    label: 'Change my password',
    path: '/settings',
    group: 'Actions',
    keywords: ['password', 'security'],
  },
  {
    label: 'Change my name',
    path: '/profile',
    group: 'Actions',
    keywords: ['rename', 'first name', 'last name'],
  },
  {
    label: 'Export the audit log as CSV',
    path: '/events',
    group: 'Actions',
    keywords: ['csv', 'download', 'export', 'spreadsheet'],
  },
];

/** Destinations whose label or keywords contain every word typed, best (label) matches first. */
export function findDestinations(
  query: string,
  list: readonly Destination[] = destinations,
): Destination[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...list];
  const scored = list
    .map((d) => {
      const label = d.label.toLowerCase();
      const all = [label, ...d.keywords].join(' ');
      if (!words.every((w) => all.includes(w))) return undefined;
      return { d, score: words.filter((w) => label.includes(w)).length };
    })
    .filter((x): x is { d: Destination; score: number } => x !== undefined);
  return scored.sort((a, b) => b.score - a.score).map((x) => x.d);
}
