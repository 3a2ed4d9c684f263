import { describe, expect, it } from 'vitest';
import { isAdmin, isExpired, profileRoute, readSessionClaims } from '../../domain/auth';
import { claimsFor, unsignedToken } from '../machines/support/session-token';

describe('isAdmin', () => {
  it('is true when any role is named admin, whatever its case or padding', () => {
    expect(isAdmin({ roles: [{ name: 'admin' }] })).toBe(true);
    expect(isAdmin({ roles: [{ name: 'Clerk' }, { name: ' ADMIN ' }] })).toBe(true);
  });

  it('is false without such a role', () => {
    expect(isAdmin({ roles: [] })).toBe(false);
    expect(isAdmin({ roles: [{ name: 'Administrator' }, { name: 'Super admin' }] })).toBe(false);
  });
});

describe('profileRoute', () => {
  it('sends agents to their own profile and everyone else to the settings', () => {
    expect(profileRoute({ userType: 'agent' })).toBe('/profile');
    expect(profileRoute({ userType: 'broker' })).toBe('/settings');
    expect(profileRoute({ userType: 'admin-role' })).toBe('/settings');
  });
});

describe('readSessionClaims', () => {
  it('reads the claims of a well-formed token', () => {
    const claims = claimsFor({ pendingPasswordChange: true, sid: 'sid-1' });
    expect(readSessionClaims(unsignedToken(claims))).toEqual(claims);
  });

  it('reads claims that hold non-ASCII text', () => {
    const claims = claimsFor({ username: 'Chidinma Ọkafọ́r', tenant: { id: 't', name: 'Àṣẹ Brokers', url: null } });
    expect(readSessionClaims(unsignedToken(claims))).toEqual(claims);
  });

  it('gives null for a missing or garbled token', () => {
    expect(readSessionClaims(null)).toBeNull();
    expect(readSessionClaims(undefined)).toBeNull();
    expect(readSessionClaims('')).toBeNull();
    expect(readSessionClaims('no-dots-here')).toBeNull();
    expect(readSessionClaims('header.%%%not-base64%%%.signature')).toBeNull();
    expect(readSessionClaims(`header.${Buffer.from('not json').toString('base64url')}.sig`)).toBeNull();
  });

  it('gives null when a claim is missing or of the wrong kind', () => {
    const { email: _email, ...withoutEmail } = claimsFor();
    expect(readSessionClaims(unsignedToken(withoutEmail))).toBeNull();
    expect(readSessionClaims(unsignedToken({ ...claimsFor(), userType: 'superuser' }))).toBeNull();
    expect(readSessionClaims(unsignedToken({ ...claimsFor(), exp: '2030-01-01' }))).toBeNull();
  });
});

describe('isExpired', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const seconds = now.getTime() / 1000;

  it('is expired from the second the token runs out', () => {
    expect(isExpired({ exp: seconds }, now)).toBe(true);
    expect(isExpired({ exp: seconds - 1 }, now)).toBe(true);
    expect(isExpired({ exp: seconds + 1 }, now)).toBe(false);
  });

  it('uses the current time by default', () => {
    expect(isExpired({ exp: Math.floor(Date.now() / 1000) + 60 })).toBe(false);
    expect(isExpired({ exp: Math.floor(Date.now() / 1000) - 60 })).toBe(true);
  });
});
