'use client';
// The service operator's form for a business's daily fine and lapse fee, in whole credits 0–100,000 (checked here
// for speed with the same words as the server, and again by the server action with the contract's schema). A
// refused value stays in its field with its message; a saved one shows in the toast and the page re-reads it.
import { useState, useTransition, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { showOutcome } from '@/components/ui/show-outcome';
import { callAction } from '@/lib/actions/call-action';
import { setOverdueChargesAction } from '@/lib/tenants/actions/set-overdue-charges-action';

type Field = 'daily_fine_credits' | 'lapse_fee_credits';

export interface OverdueChargesLabels {
  fields: Record<Field, { label: string; hint: string }>;
  required: string;
  range: string;
  submit: string;
  saving: string;
  failed: string;
}

const fields: Field[] = ['daily_fine_credits', 'lapse_fee_credits'];
const maxCredits = 100_000;

export function OverdueChargesForm({ tenantId, values, labels }: { tenantId: number; values: Record<Field, number>; labels: OverdueChargesLabels }) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [pending, startTransition] = useTransition();

  function check(raw: string): string | undefined {
    if (!raw) return labels.required;
    if (!/^\d+$/.test(raw) || Number(raw) > maxCredits) return labels.range;
    return undefined;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = Object.fromEntries(fields.map((name) => [name, String(data.get(name) ?? '').trim()])) as Record<Field, string>;
    const found = Object.fromEntries(fields.flatMap((name) => (check(input[name]) ? [[name, check(input[name])]] : [])));
    setErrors(found);
    const first = fields.find((name) => found[name]);
    if (first) return form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    startTransition(async () => {
      const result = await callAction(() => setOverdueChargesAction(tenantId, input), labels.failed);
      if (!result.ok && 'fieldErrors' in result && result.fieldErrors && Object.keys(result.fieldErrors).length > 0) {
        setErrors(result.fieldErrors);
        return;
      }
      showOutcome(result);
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-busy={pending}>
      {fields.map((name) => {
        const id = `charges-${name}`;
        const error = errors[name];
        return (
          <div key={name}>
            <Label htmlFor={id}>{labels.fields[name].label}</Label>
            <Input
              id={id}
              name={name}
              inputMode="numeric"
              autoComplete="off"
              defaultValue={String(values[name])}
              readOnly={pending}
              invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
              className="max-w-40"
            />
            <FieldError id={`${id}-error`}>{error}</FieldError>
            <p id={`${id}-hint`} className="mt-1.5 text-sm text-fg-muted">
              {labels.fields[name].hint}
            </p>
          </div>
        );
      })}
      <Button type="submit" variant="primary" pending={pending} className="w-full sm:w-auto">
        {pending ? labels.saving : labels.submit}
      </Button>
    </form>
  );
}
