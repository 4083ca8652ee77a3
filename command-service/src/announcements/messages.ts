import { announcementLink, type AnnouncementPosted, type DeliveryChannel } from '@chikoro/contracts';
import type { Mail } from '../notify/mailer';
import type { Reachable } from './audience';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-12-12' → '12 Dec 2026'. */
export const readableDay = (day: string) => {
  const [y, mo, d] = day.split('-');
  return `${Number(d)} ${MONTHS[Number(mo) - 1]} ${y}`;
};

/** How each person is told: mail when they have an email, an SMS when they have only a phone; students see it in the portal. */
export function channelOf(person: Reachable): DeliveryChannel {
  if (person.role === 'STUDENT') return 'PORTAL';
  if (person.email) return 'EMAIL';
  return person.phone ? 'SMS' : 'PORTAL';
}

const SMS_TITLE = 60;

/**
 * The message for one recipient. A mail carries the whole text; an SMS carries the school, the
 * title (cut short) and the short link, never the text: SMS is paid by length.
 */
export function announcementMessage(person: Reachable, posted: AnnouncementPosted['data'], schoolName: string, publicUrl: string): Mail | undefined {
  const link = announcementLink(publicUrl, posted.shortCode);
  const when = posted.eventDate ? ` on ${readableDay(posted.eventDate)}` : '';
  const channel = channelOf(person);
  if (channel === 'SMS') {
    const title = posted.title.length > SMS_TITLE ? `${posted.title.slice(0, SMS_TITLE - 1)}…` : posted.title;
    return { channel: 'SMS', to: person.phone!, subject: `${schoolName}: ${title}`, body: `${schoolName}: ${title}${when}. Read it at ${link}` };
  }
  if (channel !== 'EMAIL') return undefined;
  return {
    to: person.email!,
    subject: `${schoolName}: ${posted.title}`,
    body: [
      `Dear ${person.name},`,
      '',
      `${schoolName} has posted ${posted.eventDate ? 'a school event' : 'an announcement'}${when}:`,
      '',
      posted.title,
      '',
      posted.body,
      '',
      `Open it on Chikoro: ${link}`,
    ].join('\n'),
  };
}
