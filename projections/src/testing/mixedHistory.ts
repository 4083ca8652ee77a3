import { randomUUID } from 'node:crypto';
import { documentStream, enquiryStream, listingStream, parentStream, schoolStream, studentStream, teacherStream, userStream, notificationsStream } from '@chikoro/contracts';
import type { EventStore, NewEvent } from '@chikoro/eventstore';

/** One append: a stream's new events, the stream new. */
export interface HistoryAppend {
  streamId: string;
  events: NewEvent[];
}

const at = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
const meta = (n: number, actorRole: NewEvent['metadata']['actorRole'] = 'PUBLIC', schoolId: string | null = null): NewEvent['metadata'] => ({
  actorId: null, actorRole, schoolId, correlationId: randomUUID(), causationId: null, occurredAt: at(n), schemaVersion: 1,
});
const event = (type: string, data: unknown, metadata: NewEvent['metadata']): NewEvent => ({ type, data, metadata });

function enrolment(i: number) {
  return {
    name: `School ${i}`, streetName: `${i} Main Road`, town: 'Harare', district: 'Harare Urban', province: 'Harare', country: 'Zimbabwe',
    schoolContact: '0242000000', schoolEmail: `s${i}@example.org`, headFirstname: 'H', headLastname: `Head ${i}`, headEmail: `h${i}@example.org`,
    headPhonenumber: '0771000000', adminFirstname: 'A', adminLastname: `Admin ${i}`, adminEmail: `a${i}@example.org`, adminPhonenumber: '0772000000',
    responsibleAuthority: 'Ministry', ownershipType: i % 2 ? 'PRIVATE' : 'CHURCH', numberOfStudents: 100 + i, numberOfTeachers: 10 + (i % 7), adminNote: `Note ${i}`,
  };
}

function enquiry(i: number) {
  return {
    name: `Enquiring School ${i}`, town: 'Bulawayo', headFirstName: 'E', headLastname: `Head ${i}`, headPhonenumber: '0773000000', headEmail: `eh${i}@example.org`,
    adminFirstName: 'Enq', adminLastName: `Admin ${i}`, adminPhonenumber: '0774000000', adminEmail: `ea${i}@example.org`, numberOfStudents: 50 + i,
    numberOfTeachers: 5, schoolContact: '0292000000', address: `${i} Fife Street`, country: 'Zimbabwe', province: 'Bulawayo',
  };
}

/**
 * A history touching every event the platform's read models handle, `count` rounds of it, in
 * the order it is to be appended: enrolments corrected, approved or rejected (some corrected
 * after the decision), directory listings the approval of a school of the same name and town
 * replaces (and some listed after it, which stay), enquiries resolved and reopened, admins who
 * rename themselves, parents, teachers (some renaming themselves) and students, documents shared with staff or families (some shared the other way
 * later, some removed), and a superadmin's bell marks that sometimes go back.
 */
export function mixedHistory(count: number, start = 0): HistoryAppend[] {
  const out: HistoryAppend[] = [];
  const superadmin = randomUUID();
  if (start === 0) {
    out.push({ streamId: userStream(superadmin), events: [event('SuperadminRegistered', { userId: superadmin, firstName: 'Super', lastName: 'Admin', email: 'super@example.org', registeredAt: at(0) }, meta(0, 'SYSTEM'))] });
  }
  for (let i = start; i < start + count; i++) {
    const schoolId = randomUUID();
    const listing = (name: string, town: string) => {
      const listingId = randomUUID();
      const data = { listingId, listing: { name, address: `${i} Old Road`, town, province: 'Harare', country: 'Zimbabwe' }, listedAt: at(i) };
      out.push({ streamId: listingStream(listingId), events: [event('DirectorySchoolListed', data, meta(i, 'SUPERADMIN'))] });
    };
    if (i % 7 === 0) listing(`SCHOOL ${i}`, 'harare');
    const school: NewEvent[] = [event('SchoolEnrolmentSubmitted', { schoolId, details: enrolment(i), submittedAt: at(i) }, meta(i))];
    const correct = (n: number) =>
      event('SchoolDetailsCorrected', {
        schoolId, correctedAt: at(n),
        changes: [
          { field: 'name', before: `School ${i}`, after: `School ${i} (${n})` },
          { field: 'numberOfStudents', before: 100 + i, after: 200 + i },
          { field: 'province', before: 'Harare', after: 'Harare' },
          { field: 'adminNote', before: `Note ${i}`, after: null },
        ],
      }, meta(n, 'SUPERADMIN'));
    if (i % 4 === 1) school.push(correct(i + 1));
    const adminId = randomUUID();
    if (i % 3 === 0) {
      const admin = { userId: adminId, firstName: 'A', lastName: `Admin ${i}`, email: `a-${schoolId}@example.org`, phone: '0771234567' };
      school.push(event('SchoolApproved', { schoolId, approvedAt: at(i + 2), admin }, meta(i + 2, 'SUPERADMIN')));
      if (i % 12 === 0) school.push(correct(i + 3));
    } else if (i % 5 === 0) {
      school.push(event('SchoolRejected', { schoolId, rejectedAt: at(i + 2), reason: `Reason ${i}` }, meta(i + 2, 'SUPERADMIN')));
    }
    out.push({ streamId: schoolStream(schoolId), events: school });
    if (i % 11 === 0) listing(`School ${i}`, 'Harare');
    if (i % 6 === 0) {
      const renames = [1, 2].map((n) => event('ProfileUpdated', { userId: adminId, updatedAt: at(i + 3 + n), firstName: `Ann ${n}`, lastName: `Admin ${i}`, changes: [{ field: 'firstName', before: 'A', after: `Ann ${n}` }] }, meta(i + 3 + n, 'ADMIN', schoolId)));
      out.push({ streamId: userStream(adminId), events: renames });
    }
    if (i % 2 === 0) {
      const enquiryId = randomUUID();
      const events = [event('EnquiryRaised', { enquiryId, details: enquiry(i), raisedAt: at(i) }, meta(i))];
      if (i % 4 === 0) events.push(event('EnquiryResolved', { enquiryId, comment: `Called back ${i}`, resolvedAt: at(i + 1) }, meta(i + 1, 'SUPERADMIN')));
      if (i % 8 === 0) events.push(event('EnquiryReopened', { enquiryId, reopenedAt: at(i + 2) }, meta(i + 2, 'SUPERADMIN')));
      if (i % 16 === 0) events.push(event('EnquiryReopened', { enquiryId, comment: `Again ${i}`, reopenedAt: at(i + 3) }, meta(i + 3, 'SUPERADMIN')));
      out.push({ streamId: enquiryStream(enquiryId), events });
    }
    if (i % 9 === 0) {
      const parentId = randomUUID();
      const details = { firstName: 'Pat', middleName: 'M', lastName: `Parent ${i}`, phonenumber: '0771234567', email: `p${i}@example.org`, address: `${i} Parent Lane` };
      out.push({ streamId: parentStream(parentId), events: [event('ParentRegistered', { parentId, schoolId, details, registeredAt: at(i) }, meta(i, 'PARENT', schoolId))] });
    }
    if (i % 13 === 4) {
      const teacherId = randomUUID();
      const details = { firstName: 'Tess', lastName: `Teacher ${i}`, email: `t${i}@example.org`, yearsOfExperience: i % 20 };
      const events = [event('TeacherRegistered', { schoolId, teacherId, details, registeredAt: at(i) }, meta(i, 'ADMIN', schoolId))];
      if (i % 2 === 0) events.push(event('ProfileUpdated', { userId: teacherId, updatedAt: at(i + 1), firstName: 'Tessa', lastName: `Teacher ${i}`, changes: [{ field: 'firstName', before: 'Tess', after: 'Tessa' }] }, meta(i + 1, 'TEACHER', schoolId)));
      out.push({ streamId: teacherStream(teacherId), events });
      const studentId = randomUUID();
      const enrolled = { schoolId, studentId, registrationNumber: `S-${i}`, classId: randomUUID(), levelId: randomUUID(), firstName: 'Sam', lastName: `Student ${i}`, dob: '2012-05-01', gender: 'Male', enrolledAt: at(i) };
      out.push({ streamId: studentStream(studentId), events: [event('StudentEnrolled', enrolled, meta(i, 'ADMIN', schoolId))] });
    }
    if (i % 5 === 2) {
      const documentId = randomUUID();
      const visibility = i % 2 ? 'STAFF' : 'FAMILIES';
      const file = { fileId: randomUUID(), fileName: `doc-${i}.pdf`, contentType: 'application/pdf', size: 100 + i };
      const title = `Document ${i}`;
      const events = [event('DocumentUploaded', { schoolId, documentId, title, visibility, file, uploadedAt: at(i) }, meta(i, 'ADMIN', schoolId))];
      const other = visibility === 'STAFF' ? 'FAMILIES' : 'STAFF';
      const changed = i % 3 !== 1;
      if (changed) events.push(event('DocumentVisibilityChanged', { schoolId, documentId, title, before: visibility, visibility: other, changedAt: at(i + 1) }, meta(i + 1, 'ADMIN', schoolId)));
      if (i % 4 === 3) events.push(event('DocumentRemoved', { schoolId, documentId, title, visibility: changed ? other : visibility, removedAt: at(i + 2) }, meta(i + 2, 'ADMIN', schoolId)));
      out.push({ streamId: documentStream(documentId), events });
    }
    if (i % 10 === 0) {
      const seen = [i * 3, i * 2].map((upTo, n) => event('NotificationsSeen', { userId: superadmin, upTo, seenAt: at(i + n) }, meta(i + n, 'SUPERADMIN')));
      out.push({ streamId: `${notificationsStream(superadmin)}-${i}`, events: seen });
    }
  }
  return out;
}

/** Appends `mixedHistory(count)`, one append a stream; answers the last position. */
export async function appendMixedHistory(store: EventStore, count: number): Promise<number> {
  let last = 0;
  for (const { streamId, events } of mixedHistory(count)) last = (await store.appendToStream(streamId, events, { expectedRevision: 'no_stream' })).position;
  return last;
}
