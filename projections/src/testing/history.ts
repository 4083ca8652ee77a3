import { randomInt, randomUUID } from 'node:crypto';
import type { EventStore, NewEvent } from '@chikoro/eventstore';

const metadata = (n: number): NewEvent['metadata'] => ({
  actorId: null,
  actorRole: 'PUBLIC',
  schoolId: null,
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
  schemaVersion: 1,
});

/** A history of `count` school enrolments, every third approved and every fifth rejected. */
export async function appendSchoolHistory(store: EventStore, count: number): Promise<number> {
  let last = 0;
  for (let i = 0; i < count; i++) {
    const schoolId = randomUUID();
    const details = {
      name: `School ${i}`,
      streetName: `${i} Main Road`,
      town: 'Harare',
      district: 'Harare Urban',
      province: 'Harare',
      country: 'Zimbabwe',
      schoolContact: '0242000000',
      schoolEmail: `s${i}@example.org`,
      headFirstname: 'H',
      headLastname: `Head ${i}`,
      headEmail: `h${i}@example.org`,
      headPhonenumber: '0771000000',
      adminFirstname: 'A',
      adminLastname: `Admin ${i}`,
      adminEmail: `a${i}@example.org`,
      adminPhonenumber: '0772000000',
      responsibleAuthority: 'Ministry',
      ownershipType: 'PRIVATE',
    };
    const events: NewEvent[] = [
      {
        type: 'SchoolEnrolmentSubmitted',
        data: { schoolId, details, submittedAt: metadata(i).occurredAt },
        metadata: metadata(i),
      },
    ];
    if (i % 3 === 0) {
      events.push({
        type: 'SchoolApproved',
        data: {
          schoolId,
          approvedAt: metadata(i + 1).occurredAt,
          admin: {
            userId: randomUUID(),
            firstName: 'A',
            lastName: `Admin ${i}`,
            email: `a-${schoolId}@example.org`,
            phone: `077${randomInt(1_000_000, 9_999_999)}`,
          },
        },
        metadata: metadata(i + 1),
      });
    } else if (i % 5 === 0) {
      events.push({
        type: 'SchoolRejected',
        data: { schoolId, rejectedAt: metadata(i + 1).occurredAt, reason: `Reason ${i}` },
        metadata: metadata(i + 1),
      });
    }
    last = (
      await store.appendToStream(`school-${schoolId}`, events, { expectedRevision: 'no_stream' })
    ).position;
  }
  return last;
}
