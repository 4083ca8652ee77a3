import type { DemoApi, DemoClass } from './classes';

/** Fifteen teachers of a demo school (the email's domain is the school's). */
export const demoTeacherNames: readonly [string, string, 'female' | 'male'][] = [
  ['Tendai', 'Moyo', 'male'],
  ['Rudo', 'Chikwanha', 'female'],
  ['Farai', 'Gumbo', 'male'],
  ['Nyasha', 'Banda', 'female'],
  ['Kudzai', 'Sibanda', 'male'],
  ['Tatenda', 'Zulu', 'male'],
  ['Chipo', 'Marufu', 'female'],
  ['Tafadzwa', 'Ncube', 'male'],
  ['Blessing', 'Mapfumo', 'female'],
  ['Ruvimbo', 'Dube', 'female'],
  ['Simbarashe', 'Mutasa', 'male'],
  ['Memory', 'Chari', 'female'],
  ['Takudzwa', 'Nyoni', 'male'],
  ['Fadzai', 'Mhlanga', 'female'],
  ['Tinashe', 'Makoni', 'male'],
];

export const teacherEmail = (first: string, last: string, domain: string) =>
  `${first}.${last}@${domain}`.toLowerCase();

/** The demo's teacher sign-in: the first teacher of the first approved demo school. */
export const demoTeacherEmail = teacherEmail('Tendai', 'Moyo', 'mabvazuva.example');

/** How many subjects each class is taught by an assigned teacher in the demo. */
const SUBJECTS_PER_CLASS = 4;

/**
 * The school's teachers through RegisterTeacher (each gets a sign-in by mail), each class's class
 * teacher, and this term's assignments: every class has its first subjects taught by teachers
 * taken in turn. Answers the first teacher's email (the demo's teacher sign-in).
 */
export async function seedDemoTeachers(
  api: DemoApi,
  domain: string,
  classes: DemoClass[],
): Promise<string> {
  const teacherIds: string[] = [];
  for (const [i, [firstName, lastName, gender]] of demoTeacherNames.entries()) {
    const form = new FormData();
    const fields = {
      firstName,
      lastName,
      email: teacherEmail(firstName, lastName, domain),
      phone: `07720${String(10000 + i * 137).padStart(5, '0')}`,
      gender,
      employmentType: i % 5 === 4 ? 'PART_TIME' : 'FULL_TIME',
      yearsOfExperience: String(2 + ((i * 3) % 20)),
      nationality: 'Zimbabwean',
      country: 'Zimbabwe',
      hireDate: `${2012 + (i % 12)}-01-10`,
      ecNumber: `${5500000 + i * 911}${'ABCDEFGHJK'[i % 10]}`,
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    teacherIds.push(String((await api.send('RegisterTeacher', form)).teacherId));
  }
  // Mathematics and English first, then the others by name.
  const core = (name: string) => (/^(mathematics|english)/i.test(name) ? 0 : 1);
  const subjects = (await api.list<{ id: string; name: string }>('subjects'))
    .sort((a, b) => core(a.name) - core(b.name) || a.name.localeCompare(b.name))
    .slice(0, SUBJECTS_PER_CLASS);
  const terms = await api.list<{ id: string; current?: boolean; startDate?: string }>('terms');
  const term =
    terms.find((t) => t.current) ??
    terms.sort((a, b) => String(a.startDate).localeCompare(String(b.startDate)))[0];
  for (const [c, schoolClass] of classes.entries()) {
    await api.send('AssignClassTeacher', {
      classId: schoolClass.classId,
      teacherId: teacherIds[c % teacherIds.length],
    });
    if (!term) continue;
    for (const [s, subject] of subjects.entries()) {
      const teacherId = teacherIds[(c + s * 4) % teacherIds.length];
      await api.send('AssignTeacher', {
        teacherId,
        subjectId: subject.id,
        classId: schoolClass.classId,
        termId: term.id,
      });
    }
  }
  const [firstName, lastName] = demoTeacherNames[0]!;
  return teacherEmail(firstName, lastName, domain);
}
