import { describe, expect, it } from 'vitest';
import { beyondGrants, cannotGive, cannotGrant } from '../../domain/granting';

describe('the grant ceiling', () => {
  it('finds what is not held, each once and in order; admins hold everything', () => {
    const held = { admin: false, permissions: new Set(['View Users', 'Manage Roles']) };
    expect(beyondGrants(held, ['Approve Transaction', 'View Users', 'Delete Users', 'Approve Transaction'])).toEqual([
      'Approve Transaction',
      'Delete Users',
    ]);
    expect(beyondGrants(held, ['View Users'])).toEqual([]);
    expect(beyondGrants({ admin: true, permissions: new Set() }, ['Approve Transaction'])).toEqual([]);
  });

  it('names the missing permissions in the refusal', () => {
    expect(cannotGrant(['Approve Transactions'])).toBe("You cannot grant 'Approve Transactions': you do not hold it yourself.");
    expect(cannotGrant(['A', 'B', 'C'])).toBe("You cannot grant 'A', 'B' and 'C': you do not hold them yourself.");
    expect(cannotGive('the role accountant', ['A'])).toBe(
      "You cannot give the role accountant: it allows 'A', which you do not hold yourself.",
    );
    expect(cannotGive('the roles a and b', ['A', 'B'], true)).toBe(
      "You cannot give the roles a and b: they allow 'A' and 'B', which you do not hold yourself.",
    );
  });
});
