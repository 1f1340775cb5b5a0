// What every react-hook-form form here does with its fields, by path ("name" or nested "client.email"): bind a
// field with its translated error, and put a server action's field errors on their fields.
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { FieldProps } from './form-fields';

/** A contract message in the user's language; any other text as it came. */
export type TranslateMessage = (text: string | undefined) => string | undefined;

/** The value at a path of nested values (react-hook-form keeps "client.email" as { client: { email } }), if present. */
export function valueAt(values: unknown, name: string): { value: unknown } | undefined {
  let node = values;
  for (const part of name.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return { value: node };
}

/** A field's element id: dots would have to be escaped in CSS selectors. */
export const fieldId = (prefix: string, name: string) => `${prefix}-${name.replaceAll('.', '-')}`;

/**
 * `field(name, label)`: a field's props (id, translated error, registration). Fields stay editable while the form
 * is saved: its submit button is the one that waits (Button's `pending`), and a disabled field would drop focus.
 */
export function fieldBinder<V extends FieldValues>(form: UseFormReturn<V, unknown, unknown>, prefix: string, translate: TranslateMessage) {
  const { formState, register } = form;
  return (name: FieldPath<V>, label: string): FieldProps => ({
    id: fieldId(prefix, name),
    label,
    error: translate((valueAt(formState.errors, name)?.value as { message?: string } | undefined)?.message),
    registration: register(name),
  });
}

/**
 * Puts a server action's field errors on the fields `values` (the form's default values) has, and focus on the
 * first of them; false when none belongs to one (the caller shows the message on the form). A group ("client") is
 * no field.
 */
export function placeFieldErrors<V extends FieldValues>(form: UseFormReturn<V, unknown, unknown>, fieldErrors: Record<string, string> | undefined, values: object): boolean {
  let placed = false;
  for (const [name, text] of Object.entries(fieldErrors ?? {})) {
    const slot = valueAt(values, name);
    if (slot && (typeof slot.value !== 'object' || slot.value === null)) {
      form.setError(name as FieldPath<V>, { message: text }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed;
}
