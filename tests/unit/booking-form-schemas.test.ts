// The booking forms' schemas (lib/bookings/create-booking-schema.ts, derived from contract/bookings.ts): every rule
// answers a Spanish message that the forms translate (lib/forms/contract-messages.ts; none falls to zod's English
// default), and the edit form's schema takes what a user corrects and turns it into the PATCH body.
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { patchBookingBody } from '@/contract/bookings';
import { createBookingForm, editBookingForm } from '@/lib/bookings/create-booking-schema';
import { translateContractMessage } from '@/lib/forms/contract-messages';
import errorsEn from '@/messages/en/errors.json';
import errorsEs from '@/messages/es/errors.json';

const goodCreate = {
  client: { description: 'Pedido 1', email: 'ana@example.com', document: '1.234.567-2', phone_number: '099 123 456', phone_country: 'UY' },
  location_id: '1',
  size_id: '2',
  code_validity_hours: '72',
  whatsapp: false,
  notes: '',
  fenicio_order_id: '',
  districad: false,
  pre_booking: false,
};
const goodEdit = { client: goodCreate.client, notes: 'Frágil', code_validity_hours: '48' };

function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const en = createTranslator({ locale: 'en', messages: errorsEn, namespace: 'validation' });
const es = createTranslator({ locale: 'es', messages: errorsEs, namespace: 'validation' });

describe('create form schema', () => {
  it('accepts a good booking', () => {
    expect(createBookingForm.safeParse(goodCreate).success).toBe(true);
  });

  it.each([
    ['client.description', { client: { ...goodCreate.client, description: '   ' } }, 'Este campo es requerido'],
    ['client.description', { client: { ...goodCreate.client, description: 'x'.repeat(256) } }, 'No puede tener más de 255 caracteres'],
    ['client.description', { client: { ...goodCreate.client, description: 12 } }, 'Debe ser un texto'],
    ['client.email', { client: { ...goodCreate.client, email: 'juan' } }, 'El correo electrónico debe ser válido'],
    ['client.email', { client: { ...goodCreate.client, email: `${'a'.repeat(250)}@x.uy` } }, 'No puede tener más de 254 caracteres'],
    ['client.document', { client: { ...goodCreate.client, document: '1'.repeat(21) } }, 'No puede tener más de 20 caracteres'],
    ['client.document', { client: { ...goodCreate.client, document: 12 } }, 'Debe ser un texto'],
    ['client.phone_number', { client: { ...goodCreate.client, phone_number: 'abc' } }, 'El teléfono no es válido'],
    ['client.phone_country', { client: { ...goodCreate.client, phone_country: 'Uruguay oriental' } }, 'No puede tener más de 8 caracteres'],
    ['location_id', { location_id: '' }, 'Este campo es requerido'],
    ['location_id', { location_id: 'x' }, 'Debe ser un número'],
    ['location_id', { location_id: '-1' }, 'El valor seleccionado no es válido'],
    ['size_id', { size_id: '1.5' }, 'El valor seleccionado no es válido'],
    ['code_validity_hours', { code_validity_hours: '0' }, 'Debe estar entre 1 y 336 horas'],
    ['code_validity_hours', { code_validity_hours: '337' }, 'Debe estar entre 1 y 336 horas'],
    ['code_validity_hours', { code_validity_hours: '1.5' }, 'Debe estar entre 1 y 336 horas'],
    ['code_validity_hours', { code_validity_hours: 'mucho' }, 'Debe estar entre 1 y 336 horas'],
    ['whatsapp', { whatsapp: 'quizás' }, 'Debe ser verdadero o falso'],
    ['notes', { notes: 'x'.repeat(1001) }, 'No puede tener más de 1000 caracteres'],
    ['fenicio_order_id', { fenicio_order_id: 'x'.repeat(65) }, 'No puede tener más de 64 caracteres'],
  ])('%s: %j → %s', (path, change, message) => {
    expect(messages(createBookingForm, { ...goodCreate, ...change })[path]).toBe(message);
  });

  it('every message it can answer reads in English, and in Spanish as the contract says it', () => {
    const bad = {
      client: { description: 'x'.repeat(256), email: 'juan', document: '1'.repeat(21), phone_number: 'abc', phone_country: 'Uruguay oriental' },
      location_id: '-1',
      size_id: 'x',
      code_validity_hours: '0',
      whatsapp: 'quizás',
      notes: 'x'.repeat(1001),
      fenicio_order_id: 'x'.repeat(65),
      districad: 2,
      pre_booking: 'no sé',
    };
    const answered = Object.values(messages(createBookingForm, bad));
    expect(answered).toHaveLength(Object.keys(bad).length + Object.keys(bad.client).length - 1);
    for (const message of answered) {
      expect(translateContractMessage(message, es)).toBe(message);
      expect(translateContractMessage(message, en), message).not.toBe(message);
    }
    expect(translateContractMessage('No puede tener más de 255 caracteres', en)).toBe('Cannot be longer than 255 characters');
    expect(translateContractMessage('Debe estar entre 1 y 336 horas', en)).toBe('Must be between 1 and 336 hours');
    // A server's own message is shown as it came.
    expect(translateContractMessage('La reserva ya finalizó y no se puede modificar.', en)).toBe('La reserva ya finalizó y no se puede modificar.');
  });
});

describe('edit form schema', () => {
  it('takes the recipient, the notes and the code validity, and is a valid PATCH body', () => {
    const parsed = editBookingForm.parse({ ...goodEdit, client: { ...goodEdit.client, email: 'Ana@Example.com' } });
    expect(parsed).toEqual({
      client: { description: 'Pedido 1', email: 'ana@example.com', document: '12345672', phone_number: '099 123 456', phone_country: 'UY' },
      notes: 'Frágil',
      code_validity_hours: 48,
    });
    expect(patchBookingBody.parse(parsed)).toEqual(parsed);
    // Parsing twice changes nothing: the action re-parses what the form sends.
    expect(editBookingForm.parse(parsed)).toEqual(parsed);
  });

  it('clears a blanked field (null); without a validity (after drop-off) the body has none', () => {
    const parsed = editBookingForm.parse({ client: { ...goodEdit.client, email: '', document: ' ', phone_number: '' }, notes: '' });
    expect(parsed.client).toMatchObject({ description: 'Pedido 1', email: null, document: null, phone_number: null });
    expect(parsed.notes).toBeNull();
    expect(JSON.parse(JSON.stringify(parsed))).not.toHaveProperty('code_validity_hours');
    // Shown and blanked, the validity is out of range rather than silently kept.
    expect(messages(editBookingForm, { ...goodEdit, code_validity_hours: '' })).toEqual({ code_validity_hours: 'Debe estar entre 1 y 336 horas' });
  });

  it('refuses what the create form refuses, with the same Spanish messages', () => {
    expect(messages(editBookingForm, { ...goodEdit, client: { ...goodEdit.client, description: '' } })).toEqual({ 'client.description': 'Este campo es requerido' });
    expect(messages(editBookingForm, { ...goodEdit, client: { ...goodEdit.client, email: 'juan' } })).toEqual({ 'client.email': 'El correo electrónico debe ser válido' });
    expect(messages(editBookingForm, { ...goodEdit, code_validity_hours: '400' })).toEqual({ code_validity_hours: 'Debe estar entre 1 y 336 horas' });
    expect(messages(editBookingForm, { ...goodEdit, notes: 'x'.repeat(1001) })).toEqual({ notes: 'No puede tener más de 1000 caracteres' });
  });

  it('ignores fields the edit does not change (locker, size, status)', () => {
    const parsed = editBookingForm.parse({ ...goodEdit, location_id: 9, size_id: 3, status: 4 });
    expect(Object.keys(parsed).sort()).toEqual(['client', 'code_validity_hours', 'notes']);
  });

  it('a CI that fails its check digit is accepted (the warning never blocks)', () => {
    expect(editBookingForm.safeParse({ ...goodEdit, client: { ...goodEdit.client, document: '1.234.567-3' } }).success).toBe(true);
  });
});
