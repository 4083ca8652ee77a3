import AnnouncementIcon from '@mui/icons-material/Campaign';
import DescriptionIcon from '@mui/icons-material/Description';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import SchoolIcon from '@mui/icons-material/School';
import { describe, expect, it } from 'vitest';
import type { NotificationItem } from '@chikoro/contracts';
import { bellItemsFor } from '../modules';

const item = (kind: NotificationItem['kind']): NotificationItem => ({
  id: 'e1',
  position: 3,
  kind,
  recordId: 'r1',
  title: 'New',
  occurredAt: '2026-03-02T08:00:00.000Z',
});

describe('the bell’s kinds of item, as the modules declare them', () => {
  it('each kind has its icon', () => {
    const kinds = bellItemsFor();
    expect(
      Object.fromEntries(Object.entries(kinds).map(([kind, declared]) => [kind, declared?.icon])),
    ).toEqual({
      ENROLMENT_REQUEST: SchoolIcon,
      ENQUIRY: QuestionAnswerIcon,
      ANNOUNCEMENT: AnnouncementIcon,
      DOCUMENT: DescriptionIcon,
      ABSENCE: EventBusyIcon,
      ABSENCE_REPORT: EventBusyIcon,
    });
  });

  it('an item without a link leads to the request, the enquiries or the area’s documents', () => {
    const kinds = bellItemsFor();
    expect(kinds.ENROLMENT_REQUEST?.to?.(item('ENROLMENT_REQUEST'), '/superadmin-dashboard')).toBe(
      '/superadmin-dashboard/school-enrolment-requests/r1/show',
    );
    expect(kinds.ENQUIRY?.to?.(item('ENQUIRY'), '/superadmin-dashboard')).toBe(
      '/superadmin-dashboard/enquiries-from-schools',
    );
    expect(kinds.DOCUMENT?.to?.(item('DOCUMENT'), '/parent')).toBe('/parent/documents_section');
  });

  it('announcements and absences always bring their own link, so they name no place of their own', () => {
    const kinds = bellItemsFor();
    for (const kind of ['ANNOUNCEMENT', 'ABSENCE', 'ABSENCE_REPORT'] as const)
      expect(kinds[kind]?.to, kind).toBeUndefined();
  });
});
