import type { DemoApi } from './classes';
import { demoParent } from './parents';

const girls = [
  'Chipo',
  'Rudo',
  'Tariro',
  'Nyasha',
  'Rumbidzai',
  'Tsitsi',
  'Fadzai',
  'Nokuthula',
  'Thandeka',
  'Ruvimbo',
  'Tatenda',
  'Vimbai',
  'Sithembiso',
  'Kudzai',
  'Chiedza',
  'Zanele',
  'Tendai',
  'Nomvula',
];
const boys = [
  'Tendai',
  'Tawanda',
  'Farai',
  'Kudakwashe',
  'Tinashe',
  'Simbarashe',
  'Tapiwa',
  'Blessing',
  'Sipho',
  'Themba',
  'Takudzwa',
  'Munyaradzi',
  'Panashe',
  'Ngonidzashe',
  'Mthulisi',
  'Anesu',
  'Tafadzwa',
  'Lwazi',
];
const surnames = [
  'Moyo',
  'Ncube',
  'Sibanda',
  'Dube',
  'Ndlovu',
  'Mpofu',
  'Nyathi',
  'Chikore',
  'Mutasa',
  'Chigumba',
  'Mlambo',
  'Zhou',
  'Gumbo',
  'Banda',
  'Makoni',
  'Chari',
  'Mhlanga',
  'Shumba',
  'Marufu',
  'Musekiwa',
];
const streets = [
  'Samora Machel Avenue',
  'Herbert Chitepo Street',
  'Jason Moyo Avenue',
  'Nelson Mandela Avenue',
  'Leopold Takawira Street',
  'Josiah Tongogara Road',
];

/** A small seeded generator: every fresh demo has the same students. */
function generator(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = s;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

export interface DemoClassChoice {
  id: string;
  levelName: string | null;
}

export interface DemoPlace {
  town: string;
  province: string;
  district: string;
}

/** About six years old in Grade 1, thirteen in Form 1. */
function birthYear(levelName: string | null, thisYear: number): number {
  const n = Number(/\d+/.exec(levelName ?? '')?.[0] ?? 1);
  return thisYear - (/form/i.test(levelName ?? '') ? 12 + n : 5 + n);
}

/**
 * A school's demo students, family by family: one to three children share a surname and a parent
 * phone (so siblings share one parent), some parents give an email. The first family of each of
 * the first two schools is the demo parent's: one child at each school (one parent, two schools),
 * the first school's in `familyClassId` when given (the class whose results the demo publishes).
 */
export function demoStudents(
  schoolIndex: number,
  classes: readonly DemoClassChoice[],
  place: DemoPlace,
  count: number,
  thisYear: number,
  familyClassId?: string,
) {
  const random = generator(1000 + schoolIndex);
  const students: Record<string, string>[] = [];
  for (let family = 1; students.length < count; family++) {
    const demo = schoolIndex <= 1 && family === 1;
    const surname = demo ? demoParent.lastName : random.pick(surnames);
    const parentPhone = demo
      ? demoParent.phoneNumber
      : `078${schoolIndex + 1}${String(family).padStart(6, '0')}`;
    const roll = random.next();
    const children = demo ? 1 : roll < 0.7 ? 1 : roll < 0.92 ? 2 : 3;
    // The second school knows the demo parent by phone only: the first school's invitation mail is the one they register from.
    const parentEmail = demo
      ? schoolIndex === 0
        ? demoParent.email
        : ''
      : random.next() < 0.3
        ? `${surname.toLowerCase()}.family${schoolIndex + 1}${family}@families.example`
        : '';
    for (let c = 0; c < children && students.length < count; c++) {
      const gender = random.next() < 0.5 ? 'female' : 'male';
      const firstName = random.pick(gender === 'female' ? girls : boys);
      const picked = random.pick(classes);
      const klass = (demo && classes.find((k) => k.id === familyClassId)) || picked;
      const month = String(1 + Math.floor(random.next() * 12)).padStart(2, '0');
      const day = String(1 + Math.floor(random.next() * 28)).padStart(2, '0');
      students.push({
        firstName,
        lastName: surname,
        gender,
        dob: `${birthYear(klass.levelName, thisYear)}-${month}-${day}`,
        classId: klass.id,
        parentPhone,
        parentEmail,
        homeAddress: `${10 + family} ${random.pick(streets)}`,
        country: 'Zimbabwe',
        city: place.town,
        province: place.province,
        district: place.district,
      });
    }
  }
  return students;
}

export interface DemoStudent {
  studentId: string;
  registrationNumber: string;
  classId: string;
  /** The status the demo gives the student (changeDemoStudentStatuses sends it). */
  status: 'Active' | 'Inactive' | 'Graduated';
}

/**
 * Enrols the school's demo students into its classes through EnrolStudent, ten at a time (the
 * demo must start quickly). A few are marked to become Inactive or Graduated later (see
 * changeDemoStudentStatuses), once the term's exams are marked; none in the demo family's class.
 * None without classes.
 */
export async function seedDemoStudents(
  api: DemoApi,
  schoolIndex: number,
  place: DemoPlace,
  year: number,
  count = 100,
  familyClassId?: string,
): Promise<DemoStudent[]> {
  const classes = await api.list<DemoClassChoice>('classes');
  if (classes.length === 0) return [];
  const enrolled: DemoStudent[] = [];
  const students = demoStudents(schoolIndex, classes, place, count, year, familyClassId);
  for (let i = 0; i < students.length; i += 10) {
    const batch = students.slice(i, i + 10);
    const answers = await Promise.all(batch.map((s) => api.send('EnrolStudent', s)));
    enrolled.push(
      ...answers.map((a, j) => ({
        studentId: String(a.studentId),
        registrationNumber: String(a.registrationNumber),
        classId: String(batch[j]!.classId),
        status: 'Active' as const,
      })),
    );
  }
  return enrolled.map((s, i) => ({
    ...s,
    status:
      s.classId === familyClassId
        ? 'Active'
        : i > 0 && i % 25 === 0
          ? 'Graduated'
          : i % 37 === 36
            ? 'Inactive'
            : 'Active',
  }));
}

/**
 * The few students who leave (Graduated) or stop (Inactive), through ChangeStudentStatus: sent after
 * the term's exams are marked, so every class sat its papers whole and its results are complete.
 */
export async function changeDemoStudentStatuses(
  api: DemoApi,
  students: readonly DemoStudent[],
): Promise<void> {
  const changes = students.filter((s) => s.status !== 'Active');
  await Promise.all(
    changes.map(({ studentId, status }) => api.send('ChangeStudentStatus', { studentId, status })),
  );
}

/**
 * The student whose sign-in the demo prints: the first active student of the class whose results
 * are published (so the portal shows a report card at first sight), else the first active one.
 */
export function printedDemoStudent(
  students: readonly DemoStudent[],
  publishedClassId: string | null,
): DemoStudent | undefined {
  const active = students.filter((s) => s.status === 'Active');
  return active.find((s) => s.classId === publishedClassId) ?? active[0];
}

/** The demo student's first password, as a student sets it: the printed code, then /confirmotp with the registration number. */
export async function setDemoStudentPassword(
  baseUrl: string,
  api: DemoApi,
  studentId: string,
  password: string,
): Promise<string> {
  const issued = await api.send('IssueStudentSignInCode', { studentId });
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`Demo data: ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  const registrationNumber = String(issued.registrationNumber);
  const { resetToken } = await post('/api/auth/verify-code', {
    email: registrationNumber,
    code: issued.code,
  });
  await post('/api/auth/reset-password', { resetToken, password, confirmPassword: password });
  return registrationNumber;
}
