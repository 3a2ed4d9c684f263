import { describe, expect, it } from 'vitest';
import { FIELD_REQUIRED } from '../../domain/common-messages';
import {
  insertPlaceholder,
  MAIL_KIND_GROUPS,
  MAIL_KIND_NAMES,
  MAIL_KINDS,
  mailTemplateRefusals,
  placeholdersIn,
  renderMail,
  SUBJECT_ONE_LINE,
  unknownPlaceholder,
} from '../../domain/mail-templates';

describe('mail templates', () => {
  it('fills placeholders, drops lines left empty and keeps paragraphs', () => {
    const mail = renderMail(
      {
        subject: 'Invoice {{ invoice_number }} for {{client_name}}',
        body: 'Dear {{client_name}},\n\n{{brokerage_name}}\n{{brokerage_contacts}}',
      },
      { invoice_number: 'INV-1', client_name: 'Ada', brokerage_name: 'Demo Brokers', brokerage_contacts: '' },
    );
    expect(mail.subject).toBe('Invoice INV-1 for Ada');
    expect(mail.text).toBe('Dear Ada,\n\nDemo Brokers\n');
    expect(mail.html).toContain('<p>Dear Ada,</p><p>Demo Brokers</p>');
  });

  it('escapes values and words in the HTML and links addresses', () => {
    const mail = renderMail(
      { subject: 's', body: 'Hello {{user_name}} & co\n\nOpen: {{link}}' },
      { user_name: '<b>Ada</b>', link: 'https://x.ng/v?key=a' },
    );
    expect(mail.html).toContain('Hello &lt;b&gt;Ada&lt;/b&gt; &amp; co');
    expect(mail.html).not.toContain('<b>Ada');
    expect(mail.html).toContain('<a href="https://x.ng/v?key=a">https://x.ng/v?key=a</a>');
    expect(mail.text).toContain('Hello <b>Ada</b> & co');
  });

  it('uses only known placeholders in every default', () => {
    for (const kind of MAIL_KIND_NAMES) {
      expect(mailTemplateRefusals(kind, MAIL_KINDS[kind])).toEqual([]);
      expect(placeholdersIn(MAIL_KINDS[kind].body).length).toBeGreaterThan(0);
    }
    expect(MAIL_KINDS.signing_request.placeholders).toEqual([
      'client_name',
      'document_title',
      'brokerage_name',
      'signing_message',
      'link',
      'expires_at',
    ]);
  });

  it('refuses unknown placeholders, blank words and a subject on two lines, field by field', () => {
    expect(mailTemplateRefusals('quote_slip', { subject: ' ', body: 'Dear {{invoice_number}}' })).toEqual([
      { field: 'subject', message: FIELD_REQUIRED },
      { field: 'body', message: unknownPlaceholder('invoice_number', 'quote_slip') },
    ]);
    expect(mailTemplateRefusals('quote_slip', { subject: 'a\nb', body: '' })).toEqual([
      { field: 'subject', message: SUBJECT_ONE_LINE },
      { field: 'body', message: FIELD_REQUIRED },
    ]);
  });

  it('files every kind of mail under exactly one group of the list', () => {
    const grouped = MAIL_KIND_GROUPS.flatMap((group) => group.kinds);
    expect([...grouped].sort()).toEqual([...MAIL_KIND_NAMES].sort());
  });

  it('puts a placeholder at the caret or in place of the selection', () => {
    expect(insertPlaceholder('Dear ,', 'client_name', 5, 5)).toBe('Dear {{client_name}},');
    expect(insertPlaceholder('Dear Sir,', 'client_name', 5, 8)).toBe('Dear {{client_name}},');
    expect(insertPlaceholder('Hi', 'client_name', 99, 120)).toBe('Hi{{client_name}}');
  });
});
