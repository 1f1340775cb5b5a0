'use client';
// A small form posted to a server action (useActionState): works before and without JavaScript, shows the
// action's message and each field's first error on the field (focus on the first), busy while submitting. Fields and
// texts come from the server page, so no message catalogue ships for it. A refusal or a failed request keeps
// what was typed and ticked (never passwords).
import { Fragment, useState, type ReactNode } from 'react';
import { failsCiCheck } from '@/common/uruguayan-ci';
import { useFocusFirstInvalid } from '@/components/form-fields/use-focus-first-invalid';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { FieldWarning } from '@/components/ui/field-warning';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { FormState } from '@/lib/actions/form-state';
import { useActionStateSafely } from '@/lib/actions/call-action';
import { formValues } from '@/lib/forms/form-values';

export interface ActionField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'checkbox' | 'hidden';
  autoComplete?: string;
  required?: boolean;
  /** Fixed value (hidden fields). */
  value?: string;
  /** Shown, without blocking, while the typed value fails a Uruguayan CI's check digit (docs/domain/validation.md). */
  ciWarning?: string;
  /** What the field needs (a password's rule), under it until an error or a warning takes its place. */
  hint?: string;
  /** Server-rendered content just above the field, read before answering it (the terms above their acceptance). */
  lead?: ReactNode;
}

interface ActionFormProps {
  action: (previous: FormState, form: FormData) => Promise<FormState>;
  fields: ActionField[];
  submit: string;
  submitting: string;
  /** The message of a request that failed (errors.unexpected). */
  failed: string;
  /** Shown instead of the form once the action succeeded (e.g. "check your e-mail"). */
  hideOnSuccess?: boolean;
  id: string;
}

export function ActionForm({ action, fields, submit, submitting, failed, hideOnSuccess, id }: ActionFormProps) {
  const kept = fields.filter((field) => field.type !== 'password' && field.type !== 'hidden').map((field) => field.name);
  const [state, formAction, pending] = useActionStateSafely<FormState>(action, {}, (_previous, form) => ({ ok: false, message: failed, values: formValues(form, kept) }));
  const errors = state.fieldErrors ?? {};
  const formRef = useFocusFirstInvalid(state.fieldErrors);
  // The fields whose typed CI fails its check digit (checked as the user types; the server never refuses on it).
  const [badCi, setBadCi] = useState<ReadonlySet<string>>(() => new Set());
  const checkCi = (name: string, value: string) =>
    setBadCi((current) => {
      const next = new Set(current);
      if (failsCiCheck(value)) next.add(name);
      else next.delete(name);
      return next;
    });
  // A hidden field's error (the reset link's token) has no field to sit on: it becomes the form's message.
  const hiddenError = fields.find((field) => field.type === 'hidden' && errors[field.name]);
  const message = state.message ?? (hiddenError ? errors[hiddenError.name] : undefined);
  const status = message && (
    <p role={state.ok ? 'status' : 'alert'} className={state.ok ? 'rounded-md border border-line bg-surface-muted p-3 text-sm text-fg' : 'rounded-md border border-danger bg-surface p-3 text-sm font-medium text-danger'}>
      {message}
    </p>
  );
  if (state.ok && hideOnSuccess) return <div className="mt-4">{status}</div>;
  return (
    <form ref={formRef} action={formAction} noValidate className="space-y-4" aria-busy={pending}>
      {status}
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const error = errors[field.name];
        const warning = !error && field.ciWarning && badCi.has(field.name) ? field.ciWarning : undefined;
        const describedBy = error ? `${fieldId}-error` : warning ? `${fieldId}-warning` : field.hint ? `${fieldId}-hint` : undefined;
        if (field.type === 'hidden') return <input key={field.name} type="hidden" name={field.name} value={field.value} />;
        const control =
          field.type === 'checkbox' ? (
            <div>
              <div className="flex items-start gap-2">
                <input
                  id={fieldId} name={field.name} type="checkbox" required={field.required} defaultChecked={state.values?.[field.name] === 'on'}
                  aria-invalid={Boolean(error) || undefined} aria-describedby={describedBy}
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                />
                <label htmlFor={fieldId} className="text-sm text-fg">{field.label}</label>
              </div>
              <FieldError id={`${fieldId}-error`}>{error}</FieldError>
            </div>
          ) : (
            <div>
              <Label htmlFor={fieldId}>{field.label}</Label>
              <Input
                id={fieldId} name={field.name} type={field.type ?? 'text'} autoComplete={field.autoComplete} required={field.required}
                defaultValue={field.type === 'password' ? undefined : state.values?.[field.name]}
                invalid={Boolean(error)} aria-describedby={describedBy}
                onChange={field.ciWarning ? (event) => checkCi(field.name, event.currentTarget.value) : undefined}
              />
              <FieldError id={`${fieldId}-error`}>{error}</FieldError>
              <FieldWarning id={`${fieldId}-warning`}>{warning}</FieldWarning>
              {field.hint && !error && !warning && (
                <p id={`${fieldId}-hint`} className="mt-1.5 text-sm text-fg-muted">
                  {field.hint}
                </p>
              )}
            </div>
          );
        return (
          <Fragment key={field.name}>
            {field.lead}
            {control}
          </Fragment>
        );
      })}
      <Button type="submit" variant="primary" pending={pending} className="w-full sm:w-auto">
        {pending ? submitting : submit}
      </Button>
    </form>
  );
}
