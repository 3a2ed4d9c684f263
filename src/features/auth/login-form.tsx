import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SignInPayload } from '../../../domain/auth';
import { validatePayload } from '../../../domain/validation';
import { selectFailure, selectIsSigningIn } from '../../../machines/session/session.selectors';
import { useSession, useSessionCommands } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';

export function LoginForm() {
  const busy = useSession(selectIsSigningIn);
  const failure = useSession(selectFailure);
  const { signIn } = useSessionCommands();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validatePayload(SignInPayload, { email, password });
    if (!checked.ok) {
      setFieldErrors(Object.fromEntries(checked.errors.map((error) => [error.field, error.message])));
      return;
    }
    setFieldErrors({});
    signIn(checked.value.email.trim(), checked.value.password);
  };

  const errors = { ...failure?.fieldErrors, ...fieldErrors };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Sign in">
      {failure && !busy && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure.message}
          {failure.code === 'EMAIL_NOT_VERIFIED' && (
            <>
              {' '}
              <Link to="/resend-email-verification" className="font-medium underline">
                Resend the verification email
              </Link>
            </>
          )}
        </p>
      )}
      <TextField
        label="Email address"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        required
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        required
      />
      <div className="flex justify-end text-sm">
        <Link to="/forgot-password" className="font-medium text-brand-700 hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" busy={busy} className="w-full">
        Sign in
      </Button>
      <p className="text-center text-sm text-slate-600">
        New here?{' '}
        <Link to="/get-started" className="font-medium text-brand-700 hover:underline">
          Get started
        </Link>
      </p>
    </form>
  );
}
