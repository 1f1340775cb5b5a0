'use client';
// Labelled controls for react-hook-form, or for a plain form that the server renders (a name and a default value):
// label, control, then the error (or a non-blocking warning, or a hint), wired with aria-describedby so that
// screen readers read the message with the field.
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-error';
import { FormAlert } from '@/components/ui/form-alert';
import { FieldWarning } from '@/components/ui/field-warning';
import { Input, type InputProps } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { DialogFooter } from '@/components/form-dialog/dialog-footer';
import { ConflictNotice, type ConflictView } from './conflict-notice';

export interface FieldProps {
  id: string;
  label: string;
  error?: string;
  warning?: string;
  hint?: string;
  required?: boolean;
  /** The control's own props: react-hook-form's register(), or a plain form's name and default. */
  registration: UseFormRegisterReturn | { name: string; defaultValue?: string; defaultChecked?: boolean };
}

function omit<T extends object, K extends keyof T>(value: T, keys: K[]): Omit<T, K> {
  const copy = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
}

// The hint stays under an error: it often says what a valid value looks like, just when the user needs it.
function describedBy({ id, error, warning, hint }: FieldProps) {
  const message = error ? `${id}-error` : warning ? `${id}-warning` : undefined;
  return [message, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
}

function Messages({ id, error, warning, hint }: FieldProps) {
  return (
    <>
      {error ? (
        <FieldError id={`${id}-error`}>{error}</FieldError>
      ) : (
        <FieldWarning id={`${id}-warning`}>{warning}</FieldWarning>
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-fg-muted">
          {hint}
        </p>
      )}
    </>
  );
}

function FieldLabel({ id, label, required }: Pick<FieldProps, 'id' | 'label' | 'required'>) {
  return (
    <Label htmlFor={id}>
      {label}
      {required && <span aria-hidden className="ml-0.5 text-danger">*</span>}
    </Label>
  );
}

export function TextField(props: FieldProps & Omit<InputProps, 'id'> & { multiline?: boolean }) {
  const { id, label, error, required, registration, multiline, ...rest } = props;
  const input = omit(rest, ['warning', 'hint']);
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-required': required || undefined, 'aria-describedby': describedBy(props) };
  return (
    <div>
      <FieldLabel id={id} label={label} required={required} />
      {multiline ? (
        <textarea {...registration} {...common} rows={3} className="field" />
      ) : (
        <Input {...registration} {...common} {...input} invalid={Boolean(error)} />
      )}
      <Messages {...props} />
    </div>
  );
}

export function SelectField(props: FieldProps & { children: ReactNode }) {
  const { id, label, error, required, registration, children } = props;
  return (
    <div>
      <FieldLabel id={id} label={label} required={required} />
      <select
        {...registration}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(props)}
        className="field"
      >
        {children}
      </select>
      <Messages {...props} />
    </div>
  );
}

export function CheckboxField(props: FieldProps) {
  const { id, label, registration } = props;
  return (
    <div>
      <label htmlFor={id} className="flex items-center gap-2 text-sm text-fg">
        <input {...registration} id={id} type="checkbox" aria-describedby={describedBy(props)} className="size-4 accent-primary" />
        {label}
      </label>
      <Messages {...props} />
    </div>
  );
}

/** A form's end: the error that belongs to no field, and the submit button (busy while submitting); in a modal or
 * drawer, the dialog's sticky footer with Cancel, the error inside it beside the buttons. */
export function FormFooter({
  formError,
  submitting,
  submitLabel,
  submittingLabel,
  conflict,
  className,
}: {
  formError?: string;
  submitting: boolean;
  submitLabel: string;
  submittingLabel: string;
  /** Someone saved the record first: shown instead of an error, with their values and a reload button. */
  conflict?: ConflictView;
  /** Classes for each row (notice, error, button), e.g. `sm:col-span-2` in a two-column grid form. */
  className?: string;
}) {
  const notice = (conflict || formError) && (
    <>
      {conflict && <ConflictNotice conflict={conflict} className={className} />}
      {formError && <FormAlert className={className}>{formError}</FormAlert>}
    </>
  );
  return (
    <DialogFooter className={className} notice={notice}>
      <Button type="submit" pending={submitting}>
        {submitting && <Spinner className="size-5 text-current" />}
        {submitting ? submittingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
