// The forms' shared field plumbing (components/form-fields/field-binding.ts), which reads nested paths: the booking
// forms' "client.email" as much as the drawer forms' flat names.
import { describe, expect, it, vi } from 'vitest';
import type { UseFormReturn } from 'react-hook-form';
import { fieldBinder, fieldId, placeFieldErrors, valueAt } from '@/components/form-fields/field-binding';

const values = { client: { email: '', document: null }, notes: '', code_validity_hours: undefined };

/** Just what the helpers use of react-hook-form's form. */
function fakeForm(errors: object = {}) {
  return {
    formState: { errors, isSubmitting: false },
    register: (name: string) => ({ name }),
    setError: vi.fn(),
  } as unknown as UseFormReturn<typeof values, unknown, unknown> & { setError: ReturnType<typeof vi.fn> };
}

describe('valueAt', () => {
  it('finds flat and nested paths, present even when blank or undefined', () => {
    expect(valueAt(values, 'notes')).toEqual({ value: '' });
    expect(valueAt(values, 'client.document')).toEqual({ value: null });
    expect(valueAt(values, 'code_validity_hours')).toEqual({ value: undefined });
  });

  it('answers nothing for a path the values lack', () => {
    expect(valueAt(values, 'version')).toBeUndefined();
    expect(valueAt(values, 'client.phone')).toBeUndefined();
    expect(valueAt(values, 'notes.length')).toBeUndefined();
  });
});

describe('fieldBinder', () => {
  it('binds a nested field with its translated error and an id without dots', () => {
    const field = fieldBinder(fakeForm({ client: { email: { message: 'El correo electrónico debe ser válido' } } }), 'edit-booking', (text) => text && `«${text}»`);
    expect(field('client.email', 'Correo')).toMatchObject({ id: 'edit-booking-client-email', label: 'Correo', error: '«El correo electrónico debe ser válido»' });
    expect(field('notes', 'Notas').error).toBeUndefined();
    expect(fieldId('apartment', 'name')).toBe('apartment-name');
  });
});

describe('placeFieldErrors', () => {
  it('puts errors on the fields the form has, flat or nested, and focus on the first', () => {
    const form = fakeForm();
    expect(placeFieldErrors(form, { 'client.email': 'mal', code_validity_hours: 'fuera' }, values)).toBe(true);
    expect(form.setError.mock.calls).toEqual([
      ['client.email', { message: 'mal' }, { shouldFocus: true }],
      ['code_validity_hours', { message: 'fuera' }, { shouldFocus: false }],
    ]);
  });

  it('answers false for errors of no field (a group, an unknown name, none at all)', () => {
    const form = fakeForm();
    expect(placeFieldErrors(form, { client: 'mal', version: 'vieja' }, values)).toBe(false);
    expect(placeFieldErrors(form, undefined, values)).toBe(false);
    expect(form.setError).not.toHaveBeenCalled();
  });
});
