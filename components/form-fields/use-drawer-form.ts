'use client';
// The plumbing every drawer form shares: react-hook-form with the contract's schema, fields bound with their
// translated errors, server field errors put on their fields, a toast and onDone on success. Loaded only in
// drawer chunks (it pulls in zod and next-intl's client).
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '@/components/ui/toast';
import type { ActionResult } from '@/lib/actions/action-result';
import { contractMessageKeys } from '@/lib/forms/contract-messages';
import type { FieldProps } from './form-fields';

interface Options<Values extends FieldValues, Output> {
  /** The contract's schema; the form's values are typed by `defaultValues`. */
  schema: z.ZodType<Output>;
  defaultValues: DefaultValues<Values>;
  /** Prefix of the fields' ids. */
  prefix: string;
  /** Gets the form's raw values: the server action parses them with the same schema (parsing twice is not idempotent: a price becomes cents). */
  action: (values: Values) => Promise<ActionResult>;
  onDone: () => void;
}

export function useDrawerForm<Values extends FieldValues, Output>({ schema, defaultValues, prefix, action, onDone }: Options<Values, Output>) {
  type Input = Values;
  const t = useTranslations('lists.messages');
  const [formError, setFormError] = useState<string>();
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>, defaultValues });
  const { formState, register, setError } = form;
  const submitting = formState.isSubmitting;

  const translate = (text: string | undefined) => {
    const key = text ? contractMessageKeys[text] : undefined;
    return key ? t(key) : text;
  };
  const errorOf = (name: string) => translate((formState.errors as Record<string, { message?: string } | undefined>)[name]?.message);

  const field = (name: FieldPath<Input>, label: string): FieldProps => ({
    id: `${prefix}-${name}`,
    label,
    error: errorOf(name),
    disabled: submitting,
    registration: register(name),
  });

  const onSubmit = form.handleSubmit(async () => {
    setFormError(undefined);
    const result = await action(form.getValues());
    if (result.ok) {
      toast.success(result.message);
      onDone();
      return;
    }
    let placed = false;
    for (const [name, text] of Object.entries(result.fieldErrors ?? {})) {
      if (name in (defaultValues as object)) {
        setError(name as FieldPath<Input>, { message: text });
        placed = true;
      }
    }
    if (!placed) {
      setFormError(translate(result.message));
      toast.error(result.message);
    }
  });

  return { form, field, onSubmit, formError, submitting, translate };
}
