'use client';
// Sign-in form: validated on the server (loginAction), errors on their fields, busy while submitting.
// Texts come from the server page, so no message catalogue ships to the browser for it.
import { Button } from '@/components/ui/button';
import { useFocusFirstInvalid } from '@/components/form-fields/use-focus-first-invalid';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useActionStateSafely } from '@/lib/actions/call-action';
import type { FormState } from '@/lib/actions/form-state';
import { loginAction } from '@/lib/auth/actions';

interface LoginFormProps {
  next: string;
  /** `failed`: the message of a request that failed (errors.unexpected). */
  labels: { email: string; password: string; submit: string; submitting: string; failed: string };
}

export function LoginForm({ next, labels }: LoginFormProps) {
  const [state, formAction, pending] = useActionStateSafely<FormState>(loginAction, {}, (_previous, form) => ({ message: labels.failed, values: { email: String(form.get('email') ?? '') } }));
  const { email: emailError, password: passwordError } = state.fieldErrors ?? {};
  const formRef = useFocusFirstInvalid(state.fieldErrors);

  return (
    <form ref={formRef} action={formAction} noValidate className="mt-6 space-y-4" aria-busy={pending}>
      <input type="hidden" name="next" value={next} />
      {state.message && (
        <p role="alert" className="rounded-md border border-danger bg-surface p-3 text-sm font-medium text-danger">
          {state.message}
        </p>
      )}
      <div>
        <Label htmlFor="email">{labels.email}</Label>
        <Input
          id="email" name="email" type="email" autoComplete="username" required defaultValue={state.values?.email}
          invalid={Boolean(emailError)} aria-describedby={emailError ? 'email-error' : undefined}
        />
        <FieldError id="email-error">{emailError}</FieldError>
      </div>
      <div>
        <Label htmlFor="password">{labels.password}</Label>
        <Input
          id="password" name="password" type="password" autoComplete="current-password" required
          invalid={Boolean(passwordError)} aria-describedby={passwordError ? 'password-error' : undefined}
        />
        <FieldError id="password-error">{passwordError}</FieldError>
      </div>
      <Button type="submit" variant="primary" pending={pending} className="w-full">
        {pending ? labels.submitting : labels.submit}
      </Button>
    </form>
  );
}
