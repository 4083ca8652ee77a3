import { describe, expect, it } from 'vitest';
import {
  ChangeReceiptMessagesInput,
  ForbiddenError,
  NotFoundError,
  type CommandContext,
  type ReceiptMessagesChanged,
} from '@chikoro/contracts';
import { fold } from '../commands/decider';
import { receiptSettingsDecider, type ChangeReceiptMessages } from './receiptSettings';

const now = '2026-11-25T08:00:00.000Z';
const asBursar: CommandContext = {
  actorId: 'bursar-1',
  actorRole: 'BURSAR',
  schoolId: 'school-1',
  now,
};
const change = (sms: boolean, email: boolean): ChangeReceiptMessages => ({
  type: 'ChangeReceiptMessages',
  schoolId: 'school-1',
  sms,
  email,
});
const changed = (
  sms: boolean,
  email: boolean,
  over: Partial<ReceiptMessagesChanged['data']> = {},
): ReceiptMessagesChanged => ({
  type: 'ReceiptMessagesChanged',
  data: {
    schoolId: 'school-1',
    sms,
    email,
    changedBy: 'admin-0',
    changedAt: '2026-11-20T08:00:00.000Z',
    ...over,
  },
});
const given = (...events: ReceiptMessagesChanged[]) => fold(receiptSettingsDecider, events);

describe('when the school has never changed its receipt messages', () => {
  it('sends receipts by SMS and by email', () => {
    expect(given()).toMatchObject({ sms: true, email: true });
  });
  it('a bursar turns the SMS off, the email staying on', () => {
    expect(receiptSettingsDecider.decide(change(false, true), given(), asBursar)).toEqual([
      changed(false, true, { changedBy: 'bursar-1', changedAt: now }),
    ]);
  });
  it('both on again is nothing to do', () => {
    expect(receiptSettingsDecider.decide(change(true, true), given(), asBursar)).toEqual([]);
  });
  it('is the admin’s too', () => {
    const asAdmin = { ...asBursar, actorId: 'admin-1', actorRole: 'ADMIN' as const };
    expect(receiptSettingsDecider.decide(change(true, false), given(), asAdmin)).toEqual([
      changed(true, false, { changedBy: 'admin-1', changedAt: now }),
    ]);
  });
});

describe('when the school has turned the SMS off', () => {
  const state = given(changed(false, true));
  it('keeps it off', () => {
    expect(state).toMatchObject({ sms: false, email: true });
  });
  it('turns it on again', () => {
    expect(receiptSettingsDecider.decide(change(true, true), state, asBursar)).toEqual([
      changed(true, true, { changedBy: 'bursar-1', changedAt: now }),
    ]);
  });
  it('records nothing when told the same again', () => {
    expect(receiptSettingsDecider.decide(change(false, true), state, asBursar)).toEqual([]);
  });
});

describe('who may change them', () => {
  const state = given(changed(false, true));
  it('refuses a teacher, a parent and a school’s student (403)', () => {
    for (const actorRole of ['TEACHER', 'PARENT', 'STUDENT'] as const)
      expect(() =>
        receiptSettingsDecider.decide(change(true, true), state, { ...asBursar, actorRole }),
      ).toThrow(ForbiddenError);
  });
  it('another school’s bursar finds no such school (404)', () => {
    expect(() =>
      receiptSettingsDecider.decide(change(true, true), state, {
        ...asBursar,
        schoolId: 'school-2',
      }),
    ).toThrow(new NotFoundError('No such school'));
  });
});

describe('the switch as sent', () => {
  it('takes both channels as true or false', () => {
    expect(ChangeReceiptMessagesInput.parse({ sms: false, email: true })).toEqual({
      sms: false,
      email: true,
    });
  });
  it('refuses a channel left out or not a yes or no, in the form’s words', () => {
    const refused = ChangeReceiptMessagesInput.safeParse({ sms: 'off' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['sms', 'Choose whether receipts go by SMS'],
      ['email', 'Choose whether receipts go by email'],
    ]);
  });
});
