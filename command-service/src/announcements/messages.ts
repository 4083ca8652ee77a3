import {
  announcementLink,
  announcementMail,
  announcementSms,
  type AnnouncementPosted,
  type DeliveryChannel,
} from '@chikoro/contracts';
import type { Mail } from '../notify/mailer';
import type { Reachable } from './audience';

/** How each person is told: mail when they have an email, an SMS when they have only a phone; students see it in the portal. */
export function channelOf(person: Reachable): DeliveryChannel {
  if (person.role === 'STUDENT') return 'PORTAL';
  if (person.email) return 'EMAIL';
  return person.phone ? 'SMS' : 'PORTAL';
}

/** The message for one recipient, by their channel; nothing for the portal alone. */
export function announcementMessage(
  person: Reachable,
  posted: AnnouncementPosted['data'],
  schoolName: string,
  publicUrl: string,
): Mail | undefined {
  const text = {
    schoolName,
    title: posted.title,
    body: posted.body,
    eventDate: posted.eventDate,
    link: announcementLink(publicUrl, posted.shortCode),
  };
  const channel = channelOf(person);
  if (channel === 'SMS')
    return {
      channel: 'SMS',
      to: person.phone!,
      subject: `${schoolName}: ${posted.title}`,
      body: announcementSms(text),
    };
  if (channel === 'EMAIL') return { to: person.email!, ...announcementMail(text, person.name) };
  return undefined;
}
