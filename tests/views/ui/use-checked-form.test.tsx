import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIELD_REQUIRED } from '../../../domain/common-messages';
import { EmailPayload } from '../../../domain/registration';
import { useCheckedForm } from '../../../src/ui/use-checked-form';

describe('useCheckedForm', () => {
  it('shows the struct’s messages and answers null until every field passes', () => {
    const { result } = renderHook(() => useCheckedForm(EmailPayload, { email: '' }));
    act(() => void expect(result.current.check()).toBeNull());
    expect(result.current.errorOf('email')).toBe(FIELD_REQUIRED);
    act(() => result.current.set('email', 'kemi@acme.ng'));
    expect(result.current.errorOf('email')).toBeUndefined();
    act(() => void expect(result.current.check()).toEqual({ email: 'kemi@acme.ng' }));
  });

  it('shows a server’s message for a field until that field is edited', () => {
    const { result } = renderHook(() => useCheckedForm(EmailPayload, { email: 'kemi@acme.ng' }, { email: 'Already taken' }));
    expect(result.current.field('email').error).toBe('Already taken');
    act(() => result.current.touch('email'));
    expect(result.current.field('email').error).toBeUndefined();
  });
});
