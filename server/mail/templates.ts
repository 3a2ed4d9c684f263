/** The mails the back office sends, in plain text and simple HTML that every mail client shows. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** A letter's paragraphs (a line break kept within one) as the plain text and the HTML of a mail. */
export function letterBody(paragraphs: string[]): Pick<MailContent, 'text' | 'html'> {
  return {
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a">${paragraphs.map((line) => `<p>${escape(line).replace(/\n/g, '<br>')}</p>`).join('')}</body></html>`,
  };
}

function layout(heading: string, paragraphs: string[], action: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escape(p)}</p>`).join('');
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;background:#f8fafc;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:8px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escape(heading)}</h1>${body}
<p style="margin:24px 0"><a href="${escape(action.url)}" style="background:#1858c4;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escape(action.label)}</a></p>
<p style="font-size:12px;color:#64748b">If the button does not work, paste this address into your browser: ${escape(action.url)}</p>
</div></body></html>`;
}

export function verificationMail(name: string, url: string): MailContent {
  const lines = [
    `Hello ${name},`,
    'Please confirm your email address to finish setting up your IBMS Broker Office account. The link works once and expires in 48 hours.',
  ];
  return {
    subject: 'Verify your email address',
    text: `${lines.join('\n\n')}\n\nVerify your email: ${url}\n`,
    html: layout('Verify your email address', lines, { label: 'Verify email', url }),
  };
}

export function passwordResetMail(name: string, url: string): MailContent {
  const lines = [
    `Hello ${name},`,
    'Someone asked to reset the password of your IBMS Broker Office account. If it was you, choose a new password with the link below; it works once and expires in an hour. If it was not you, ignore this mail.',
  ];
  return {
    subject: 'Reset your password',
    text: `${lines.join('\n\n')}\n\nReset your password: ${url}\n`,
    html: layout('Reset your password', lines, { label: 'Choose a new password', url }),
  };
}

/** An invited user's first mail: who invited them, a temporary password, and the link that verifies their email. */
export function invitationMail(invite: {
  name: string;
  inviter: string;
  brokerage: string;
  email: string;
  temporaryPassword: string;
  url: string;
}): MailContent {
  const lines = [
    `Hello ${invite.name},`,
    `${invite.inviter} invited you to ${invite.brokerage} on IBMS Broker Office.`,
    'First confirm your email address with the link below; it works once and expires in 48 hours.',
    `Then sign in with your email (${invite.email}) and this temporary password: ${invite.temporaryPassword}`,
    'You will be asked to choose your own password when you first sign in.',
  ];
  return {
    subject: `You are invited to ${invite.brokerage}`,
    text: `${lines.join('\n\n')}\n\nConfirm your email: ${invite.url}\n`,
    html: layout(`Join ${invite.brokerage}`, lines, { label: 'Confirm email', url: invite.url }),
  };
}

/** The owner's warning that one address keeps failing to sign in to their account, and what to do if it was not them. */
export function signInFailuresMail(warning: { name: string; summary: string; advice: string; url: string }): MailContent {
  const lines = [`Hello ${warning.name},`, warning.summary, warning.advice];
  return {
    subject: 'Failed sign-in attempts on your account',
    text: `${lines.join('\n\n')}\n\nChange your password: ${warning.url}\n`,
    html: layout('Failed sign-in attempts on your account', lines, { label: 'Change your password', url: warning.url }),
  };
}
