'use client';
// The plumbing every drawer form (and the booking edit modal) shares: react-hook-form with the contract's schema,
// fields bound with their translated errors, server field errors put on their fields, a toast and onDone on
// success, and a refusal or a failed request as the form's message (no toast) with the values kept. Loaded only in drawer and modal
// chunks (it pulls in zod and next-intl's client).
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '@/components/ui/toast';
import type { ActionResult } from '@/lib/actions/action-result';
import { callAction } from '@/lib/actions/call-action';
import { useReportUnsaved } from '@/components/form-dialog/unsaved-changes';
import type { ConflictView } from './conflict-notice';
import { fieldBinder, fieldId, placeFieldErrors, valueAt } from './field-binding';
import type { FieldProps } from './form-fields';
import { useContractMessages } from './use-contract-messages';

interface Options<Values extends FieldValues, Output> {
  /** The contract's schema; the form's values are typed by `defaultValues`. */
  schema: z.ZodType<Output>;
  defaultValues: DefaultValues<Values>;
  /** Prefix of the fields' ids. */
  prefix: string;
  /** Gets the form's raw values (the server action parses them with the same schema: parsing twice is not
   * idempotent, a price becomes cents) and the version the form holds (If-Match). */
  action: (values: Values, version: number | undefined) => Promise<ActionResult>;
  onDone: () => void;
  /** Edit forms: the record's version when loaded, and how a record becomes form values (to show and load a conflict). */
  versioned?: { version: number | undefined; toValues: (record: Record<string, unknown>) => DefaultValues<Values> };
}

export function useDrawerForm<Values extends FieldValues, Output>({ schema, defaultValues, prefix, action, onDone, versioned }: Options<Values, Output>) {
  type Input = Values;
  const tl = useTranslations('lists');
  const te = useTranslations('errors');
  const [formError, setFormError] = useState<string>();
  const [version, setVersion] = useState(versioned?.version);
  /** The values the form was (re)loaded with, to tell which fields the other person changed. */
  const [loaded, setLoaded] = useState<DefaultValues<Values>>(defaultValues);
  const [conflict, setConflict] = useState<{ values: DefaultValues<Values>; version?: number } | { deleted: true }>();
  /** Field labels of this render, filled by field() (so in the form's own render, not a child's); read by
   * conflictView() further down the same render. */
  const labels: Record<string, string> = {};
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>, defaultValues });
  const submitting = form.formState.isSubmitting;
  useReportUnsaved(form.formState.isDirty);

  const translate = useContractMessages();
  const fieldProps = fieldBinder(form, prefix, translate);
  const field = (name: FieldPath<Input>, label: string): FieldProps => {
    labels[name] = label;
    return fieldProps(name, label);
  };

  const onSubmit = form.handleSubmit(async () => {
    setFormError(undefined);
    setConflict(undefined);
    const result = await callAction(() => action(form.getValues(), version), te('unexpected'));
    if (result.ok) {
      toast.success(result.message);
      onDone();
      return;
    }
    if (result.conflict && versioned) {
      const current = result.conflict.current;
      setConflict(current ? { values: versioned.toValues(current), version: current.version } : { deleted: true });
      return;
    }
    // In the footer beside the save button (FormFooter): a toast would cover it.
    if (!placeFieldErrors(form, result.fieldErrors, defaultValues)) setFormError(translate(result.message) ?? result.message);
  });

  /** A value as the user knows it: Sí/No, (vacío), or a select's option text rather than its id. */
  const shown = (name: string, value: unknown) => {
    if (value === true) return tl('yes');
    if (value === false) return tl('no');
    if (value === null || value === undefined || value === '') return tl('conflict.empty');
    const select = document.getElementById(fieldId(prefix, name));
    const option = select instanceof HTMLSelectElement ? [...select.options].find((o) => o.value === String(value)) : undefined;
    return option?.text ?? String(value);
  };

  /** For FormFooter, called after the fields in the render: the conflict with the other person's changes. */
  const conflictView = (): ConflictView | undefined => {
    if (!conflict) return undefined;
    if ('deleted' in conflict) return { deleted: true, changes: [], reload: () => {} };
    const changes = Object.entries(labels).flatMap(([name, label]) => {
      const theirs = valueAt(conflict.values, name)?.value;
      // A field their record leaves out (undefined: a booking's code validity after drop-off) is no change of theirs.
      if (theirs === undefined) return [];
      return String(theirs ?? '') === String(valueAt(loaded, name)?.value ?? '') ? [] : [{ label, value: shown(name, theirs) }];
    });
    const reload = () => {
      form.reset(conflict.values);
      setLoaded(conflict.values);
      setVersion(conflict.version);
      setConflict(undefined);
    };
    return { deleted: false, changes, reload };
  };

  /** `loaded`: the values the form was (re)loaded with, e.g. to show a field only some records offer. */
  return { form, field, onSubmit, formError, submitting, translate, conflictView, loaded };
}
