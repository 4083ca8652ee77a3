import { schoolDate } from '@chikoro/contracts';
import type { Clock } from '@chikoro/platform';
import { FAMILY_PASSWORD, invitationTokenFor } from './family';
import { inviteParent } from './families';
import type { TestPlatform } from './harness';
import type { ApprovedSchool } from './schools';

/** A clock running from the test's day that the test moves on by whole days (a link's 14 days). */
export function movableClock(day: Clock): Clock & { daysAhead(days: number): void } {
  let ahead = 0;
  const clock = {
    now: () => new Date(day.now().getTime() + ahead),
    today: () => schoolDate(clock.now().toISOString()),
    daysAhead(days: number) {
      ahead = days * 86_400_000;
    },
  };
  return clock;
}

/** A parent invited by SMS who registers from the link: Active, signing in with the phone. */
export async function registeredParent(
  t: TestPlatform,
  school: ApprovedSchool,
  phone: string,
  canonicalPhone: string,
  [firstName, lastName]: [string, string],
): Promise<string> {
  const parentId = await inviteParent(t, school, { phoneNumber: phone, firstName, lastName });
  const registered = await t.request('/api/commands/RegisterParent', {
    json: {
      firstName,
      middleName: 'Rumbidzai',
      lastName,
      phonenumber: phone,
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@families.test`,
      address: '14 Jason Moyo Avenue',
      country: 'Zimbabwe',
      province: 'Harare',
      district: 'Harare Urban',
      password: FAMILY_PASSWORD,
      repeatPassword: FAMILY_PASSWORD,
      inviteToken: await invitationTokenFor(t, canonicalPhone),
    },
  });
  if (registered.status !== 201)
    throw new Error(`RegisterParent refused: ${JSON.stringify(registered.body)}`);
  return parentId;
}

export interface SentLink {
  to_address: string;
  channel: string;
  body: string;
  recipient_name: string | null;
}

/** The results-link messages in the outbox for a school's parents, in the order they were put there. */
export const resultsLinksSent = async (t: TestPlatform, schoolId: string): Promise<SentLink[]> =>
  (
    await t.platform.pool.query<SentLink>(
      `SELECT to_address, channel, body, recipient_name FROM mail_outbox
       WHERE topic LIKE 'results-link:%' AND school_id = $1 ORDER BY id`,
      [schoolId],
    )
  ).rows;

/** The token of a message's link. */
export const tokenIn = (body: string): string => /\/results\/([A-Za-z0-9_-]{43}) /.exec(body)![1]!;

/** The token of the newest link sent to a phone. */
export const tokenTo = (sent: SentLink[], phone: string): string =>
  tokenIn(sent.filter((m) => m.to_address === phone).at(-1)!.body);
