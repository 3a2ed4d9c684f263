import { describe, expect, it } from 'vitest';
import { secretBox } from '../../server/mail/secret-box';

const SECRET = 'a-server-secret-of-at-least-thirty-two-characters';

describe('the secret box', () => {
  const box = secretBox(SECRET, 'brokerage-mail-password');

  it('opens what it sealed, sealing the same text differently each time', () => {
    const first = box.seal('Smtp#Secret-4821');
    const second = box.seal('Smtp#Secret-4821');
    expect(first).not.toBe(second);
    expect(first).not.toContain('Smtp#Secret-4821');
    expect(box.open(first)).toBe('Smtp#Secret-4821');
    expect(box.open(second)).toBe('Smtp#Secret-4821');
  });

  it('refuses what another secret or another purpose sealed, and anything altered', () => {
    const sealed = box.seal('Smtp#Secret-4821');
    expect(() => secretBox(`${SECRET}-other`, 'brokerage-mail-password').open(sealed)).toThrow();
    expect(() => secretBox(SECRET, 'mail-awaiting-retry').open(sealed)).toThrow();
    const altered = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'AB' : 'AA');
    expect(() => box.open(altered)).toThrow();
    expect(() => box.open('not sealed at all')).toThrow('Not a sealed secret');
  });
});
