/** One SMS to one phone, and where the provider reports what became of it. */
export interface OutgoingSms {
  to: string;
  body: string;
  statusCallback: string;
}

/** The port every SMS provider's adapter fills: send one message, answer the provider's id for it. */
export interface SmsSender {
  /** The provider's name, as the status callback's path carries it (`/api/sms/<name>/status`). */
  readonly name: string;
  /** Resolves with the provider's message id once it has taken the message; throws SendFailure when not. */
  send(sms: OutgoingSms): Promise<{ providerId: string }>;
}

/**
 * A message the provider (or mail server) did not take. Permanent: sending it again would fail
 * the same way (an invalid number), so it is marked failed with the reason. Otherwise it is
 * tried again later.
 */
export class SendFailure extends Error {
  constructor(
    readonly reason: string,
    readonly permanent: boolean,
  ) {
    super(reason);
    this.name = 'SendFailure';
  }
}
