import {
  ownProfileFields,
  profileStream,
  schoolStream,
  type MyProfile,
  type Principal,
  type SchoolEnrolmentSubmitted,
  type TeacherFacts,
  type TeacherRegistered,
} from '@chikoro/contracts';
import { decodeEvent, type EventStore, type RecordedEvent } from '@chikoro/eventstore';
import type { UserRow } from '../auth/users';
import { classState } from '../classes/references';
import { setupNames } from '../setup/reader';
import { fold } from '../commands/decider';
import { evolveParent, initialParentState } from '../parents/parent';
import { schoolDecider } from '../schools/decide';
import { evolveStudent, initialStudentState } from '../students/student';
import { evolveTeacher, initialTeacherState } from '../teachers/teacher';
import { accountDecider, currentFacts } from './account';

/** The school's name and logo as its own stream says them (corrections included). */
async function schoolOf(store: EventStore, schoolId: string | null): Promise<MyProfile['school']> {
  if (!schoolId) return null;
  const history = (await store.readStream(schoolStream(schoolId))).map(decodeEvent);
  const state = fold(schoolDecider, history);
  if (state.status === 'Initial') return null;
  const submitted = history.find((e) => e.type === 'SchoolEnrolmentSubmitted') as unknown as
    SchoolEnrolmentSubmitted | undefined;
  return {
    id: schoolId,
    name: state.details.name,
    logoFileId: submitted?.data.logo?.fileId ?? null,
  };
}

function teacherFacts(history: RecordedEvent[]): TeacherFacts | undefined {
  const registered = history.find((e) => e.type === 'TeacherRegistered') as unknown as
    TeacherRegistered | undefined;
  if (!registered) return undefined;
  const d = registered.data.details;
  const state = fold({ initialState: initialTeacherState, evolve: evolveTeacher }, history);
  return {
    status: state.status,
    ecNumber: d.ecNumber ?? null,
    hireDate: d.hireDate ?? null,
    employmentType: d.employmentType ?? null,
    yearsOfExperience: d.yearsOfExperience,
    gender: d.gender ?? null,
    nationality: d.nationality ?? null,
    address: d.address ?? null,
    country: d.country ?? null,
    province: d.province ?? null,
    district: d.district ?? null,
    alternatePhoneNumber: d.alternatePhoneNumber ?? null,
    emergencyContactName: d.emergencyContactName ?? null,
    emergencyContactRelationship: d.emergencyContactRelationship ?? null,
    emergencyContactPhoneNumber: d.emergencyContactPhoneNumber ?? null,
  };
}

/** The student's number, and the class and level as they are named today (a renamed class reads with its new name). */
async function studentFacts(
  store: EventStore,
  history: RecordedEvent[],
): Promise<MyProfile['student']> {
  const state = fold({ initialState: initialStudentState, evolve: evolveStudent }, history);
  if (state.status === 'Initial') return undefined;
  const placed = await classState(store, state.classId);
  const className = placed.status === 'Initial' ? (state.className ?? null) : placed.name;
  const levelName = (await setupNames(store, state.schoolId)).levels.get(state.levelId) ?? null;
  return {
    registrationNumber: state.registrationNumber,
    className,
    levelName,
    status: state.status,
  };
}

/**
 * GET /api/me's answer, from the log: the record the school keeps of the person (their own stream
 * for an admin or the superadmin), what the credentials hold where the log has nothing yet, their
 * school's name and logo, and their role's own facts.
 */
export async function loadMyProfile(
  store: EventStore,
  principal: Principal,
  user: UserRow,
): Promise<MyProfile> {
  const history = (await store.readStream(profileStream(user.role, user.id))).map(decodeEvent);
  const account = fold(accountDecider, history);
  const facts = currentFacts(account, {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
  });
  const profile: MyProfile = {
    id: user.id,
    role: user.role,
    schoolId: user.schoolId,
    firstName: facts.firstName,
    lastName: facts.lastName,
    email: account.facts.email ?? user.email,
    phone: facts.phone,
    dateOfBirth: facts.dateOfBirth,
    photo: facts.photo?.fileId ?? null,
    school: await schoolOf(store, principal.schoolId),
    editable: [...ownProfileFields[user.role]],
  };
  if (user.role === 'TEACHER') {
    const teacher = teacherFacts(history);
    if (teacher) profile.teacher = teacher;
  }
  if (user.role === 'STUDENT') {
    const student = await studentFacts(store, history);
    if (student) profile.student = student;
  }
  if (user.role === 'PARENT') {
    const parent = fold({ initialState: initialParentState, evolve: evolveParent }, history);
    if (parent.status !== 'Initial')
      profile.parent = { childrenCount: parent.studentIds.length, status: parent.status };
  }
  return profile;
}

/**
 * The uploads a person who is not their school's admin may open by file id: their school's logo
 * and their own photo (a document's file goes through its own download, which knows who may see it).
 */
export async function ownFileIds(store: EventStore, principal: Principal): Promise<Set<string>> {
  const ids = new Set<string>();
  const school = await schoolOf(store, principal.schoolId);
  if (school?.logoFileId) ids.add(school.logoFileId);
  const account = fold(
    accountDecider,
    (await store.readStream(profileStream(principal.role, principal.userId))).map(decodeEvent),
  );
  if (account.facts.photo) ids.add(account.facts.photo.fileId);
  return ids;
}
