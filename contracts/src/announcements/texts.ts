import { formatSchoolDay } from '../shared/dates';

export interface AnnouncementText {
  schoolName: string;
  title: string;
  body: string;
  eventDate?: string | null;
  /** The short link: `<PUBLIC_URL>/a/<code>`. */
  link: string;
}

const SMS_TITLE = 60;

/**
 * The words each recipient gets, shared by the delivery and the admin's preview of what was sent.
 * An SMS carries the school, the title (cut short) and the short link, never the text: SMS is
 * paid by length. A mail carries the whole text and the same link.
 */
export function announcementSms(text: Omit<AnnouncementText, 'body'>): string {
  const title =
    text.title.length > SMS_TITLE ? `${text.title.slice(0, SMS_TITLE - 1)}…` : text.title;
  const when = text.eventDate ? ` on ${formatSchoolDay(text.eventDate)}` : '';
  return `${text.schoolName}: ${title}${when}. Read it at ${text.link}`;
}

export function announcementMail(
  text: AnnouncementText,
  recipientName: string,
): { subject: string; body: string } {
  const when = text.eventDate ? ` on ${formatSchoolDay(text.eventDate)}` : '';
  return {
    subject: `${text.schoolName}: ${text.title}`,
    body: [
      `Dear ${recipientName},`,
      '',
      `${text.schoolName} has posted ${text.eventDate ? 'a school event' : 'an announcement'}${when}:`,
      '',
      text.title,
      '',
      text.body,
      '',
      `Open it on Chikoro: ${text.link}`,
    ].join('\n'),
  };
}
