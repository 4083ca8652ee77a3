import { addDays } from '@chikoro/contracts';
import { demoApi } from './classes';

interface SignIn {
  identifier: string;
  password: string;
}

async function signIn(baseUrl: string, who: SignIn): Promise<string | undefined> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: who.identifier, password: who.password }),
  });
  return res.ok ? String(((await res.json()) as { token: string }).token) : undefined;
}

/** The first school's demo announcements: every audience kind but classes, two events ahead and one past. */
function demoPosts(today: string, form1: string | undefined) {
  return [
    {
      title: 'Prize-giving day',
      body: 'Parents and guardians are welcome in the main hall from 09:00. Learners come in full uniform.',
      audience: { kind: 'WHOLE_SCHOOL' },
      eventDate: addDays(today, 18),
    },
    ...(form1
      ? [
          {
            title: "Form 1 parents' evening",
            body: "Meet the Form 1 class teachers in the library from 16:00 to talk about your child's first year.",
            audience: { kind: 'LEVELS', levelIds: [form1] },
            eventDate: addDays(today, 9),
          },
        ]
      : []),
    {
      title: 'Staff meeting: end-of-term marks',
      body: 'All marks are to be entered by Friday. We meet in the staff room at 14:30 on Monday.',
      audience: { kind: 'TEACHERS' },
    },
    {
      title: 'School uniform reminder',
      body: 'Blazers are worn on Mondays and for assemblies. Lost property is kept at the office until the end of term.',
      audience: { kind: 'PARENTS' },
    },
    {
      title: 'Clean-up campaign',
      body: 'Thank you to every family who joined the clean-up of the school grounds.',
      audience: { kind: 'WHOLE_SCHOOL' },
      eventDate: addDays(today, -10),
    },
  ];
}

/**
 * Announcements through PostAnnouncement (so the delivery mails and texts them like any other),
 * then some read: each of `readers` (the demo parent and teacher, when they can sign in) opens the
 * first two that reached them, with MarkAnnouncementRead. Event dates count from `today`.
 */
export async function seedDemoAnnouncements(
  baseUrl: string,
  admins: SignIn[],
  readers: SignIn[],
  today: string,
): Promise<void> {
  const [first, ...others] = admins;
  if (!first) return;
  const adminToken = await signIn(baseUrl, first);
  if (!adminToken)
    throw new Error(`Demo data: ${first.identifier} could not sign in to post announcements`);
  const api = demoApi(baseUrl, adminToken);
  const form1 = (await api.list<{ id: string; name: string }>('levels')).find(
    (l) => l.name === 'Form 1',
  )?.id;
  const posted: string[] = [];
  for (const post of demoPosts(today, form1))
    posted.push(String((await api.send('PostAnnouncement', post)).announcementId));
  for (const admin of others) {
    const token = await signIn(baseUrl, admin);
    if (token)
      await demoApi(baseUrl, token).send('PostAnnouncement', demoPosts(today, undefined)[0]);
  }
  for (const reader of readers) {
    const token = await signIn(baseUrl, reader);
    if (!token) continue;
    let read = 0;
    for (const announcementId of posted) {
      if (read === 2) break;
      // Announcements that did not reach this reader answer 404: they are not theirs to read.
      const res = await fetch(`${baseUrl}/api/commands/MarkAnnouncementRead`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ announcementId }),
      });
      if (res.ok) read += 1;
      else if (res.status !== 404)
        throw new Error(
          `Demo data: MarkAnnouncementRead answered ${res.status}: ${await res.text()}`,
        );
    }
  }
}
