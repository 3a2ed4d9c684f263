import { describe, expect, it } from 'vitest';
import { parseReminderDays, remittanceReminderDue, renewalReminderDue } from '../../../domain/policies';

describe('the reminders that fall due', () => {
  it('reminds of a renewal once per threshold reached, the nearest first seen, never a farther one after a nearer', () => {
    const days = [60, 30, 7];
    expect(renewalReminderDue(61, days, [])).toBeNull();
    expect(renewalReminderDue(60, days, [])).toBe(60);
    expect(renewalReminderDue(45, days, [60])).toBeNull();
    expect(renewalReminderDue(30, days, [60])).toBe(30);
    // First seen at 20 days left: one reminder, for 30, not one for 60 as well.
    expect(renewalReminderDue(20, days, [])).toBe(30);
    expect(renewalReminderDue(20, days, [30])).toBeNull();
    expect(renewalReminderDue(6, days, [60, 30])).toBe(7);
    expect(renewalReminderDue(-1, days, [])).toBeNull();
  });

  it('warns at day 25 and escalates at day 30 of the premium remittance clock, each once', () => {
    expect(remittanceReminderDue(24, [])).toBeNull();
    expect(remittanceReminderDue(25, [])).toBe('remittance warning');
    expect(remittanceReminderDue(27, ['remittance warning'])).toBeNull();
    expect(remittanceReminderDue(30, ['remittance warning'])).toBe('remittance escalation');
    expect(remittanceReminderDue(45, [])).toBe('remittance escalation');
    expect(remittanceReminderDue(31, ['remittance warning', 'remittance escalation'])).toBeNull();
  });

  it('reads the days a brokerage reminds at, largest first', () => {
    expect(parseReminderDays('7, 30 ,60')).toEqual([60, 30, 7]);
    expect(parseReminderDays('30 30')).toEqual([30]);
    expect(parseReminderDays('')).toBeNull();
    expect(parseReminderDays('0, 30')).toBeNull();
    expect(parseReminderDays('181')).toBeNull();
    expect(parseReminderDays('1,2,3,4,5,6,7')).toBeNull();
  });
});
