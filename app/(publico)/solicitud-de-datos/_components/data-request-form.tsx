'use client';
// The traveller's data form (docs/domain/validation.md): a server action (works before JavaScript loads), field errors on their
// fields (focus on the first), busy while sending; once accepted it is replaced by the confirmation.
import { FormFooter } from '@/components/form-fields/form-fields';
import { useFocusFirstInvalid } from '@/components/form-fields/use-focus-first-invalid';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useActionStateSafely } from '@/lib/actions/call-action';
import { formValues } from '@/lib/forms/form-values';
import type { FormState } from '@/lib/actions/form-state';
import { submitDataRequestAction } from '@/lib/public-orders/submit-data-request-action';

type Field = 'name' | 'last_name' | 'email' | 'passport' | 'flight_number';

export interface DataRequestFormProps {
  order: string;
  /** `failed`: the message of a request that failed (errors.unexpected). */
  labels: Record<Field, string> & { flightHint: string; submit: string; submitting: string; done: string; viewPass: string; failed: string };
}

const inputs: { name: Field; type?: string; autoComplete?: string }[] = [
  { name: 'name', autoComplete: 'given-name' },
  { name: 'last_name', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'passport', autoComplete: 'off' },
  { name: 'flight_number', autoComplete: 'off' },
];

export function DataRequestForm({ order, labels }: DataRequestFormProps) {
  const [state, action, pending] = useActionStateSafely<FormState>(submitDataRequestAction, {}, (_previous, form) => ({
    ok: false,
    message: labels.failed,
    values: formValues(form, inputs.map((input) => input.name)),
  }));
  const formRef = useFocusFirstInvalid(state.fieldErrors);
  if (state.ok) {
    return (
      <div role="status" className="rounded-md border border-line bg-surface p-4 text-fg">
        <p>{labels.done}</p>
        <a href={`/boarding-pass?order=${encodeURIComponent(order)}`} className="mt-2 inline-block text-primary underline-offset-2 hover:underline">
          {labels.viewPass}
        </a>
      </div>
    );
  }
  const fieldError = (name: Field) => state.fieldErrors?.[name];
  const unplaced = state.fieldErrors ? undefined : state.message;
  return (
    <form ref={formRef} action={action} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <input type="hidden" name="order" value={order} />
      {inputs.map(({ name, type, autoComplete }) => {
        const id = `request-${name}`;
        const error = fieldError(name);
        const hint = name === 'flight_number' ? `${id}-hint` : undefined;
        return (
          <div key={name} className={name === 'email' ? 'sm:col-span-2' : undefined}>
            <Label htmlFor={id}>
              {labels[name]}
              <span aria-hidden className="ml-0.5 text-danger">*</span>
            </Label>
            <Input
              id={id}
              name={name}
              type={type ?? 'text'}
              required
              autoComplete={autoComplete}
              defaultValue={state.values?.[name] ?? ''}
              invalid={Boolean(error)}
              aria-describedby={[error && `${id}-error`, hint].filter(Boolean).join(' ') || undefined}
            />
            <FieldError id={`${id}-error`}>{error}</FieldError>
            {hint && (
              <p id={hint} className="mt-1.5 text-sm text-fg-muted">
                {labels.flightHint}
              </p>
            )}
          </div>
        );
      })}
      <FormFooter formError={unplaced} submitting={pending} submitLabel={labels.submit} submittingLabel={labels.submitting} className="sm:col-span-2" />
    </form>
  );
}
