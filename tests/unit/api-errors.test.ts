import { describe, expect, it } from 'vitest';
import { errorText, toApiError } from '@/lib/api-errors';

const t = (key: string) => ({ unexpected: 'Error inesperado!', insufficientBalance: 'Saldo Insuficiente' })[key] ?? key;

describe('docs/domain/errors.md error catalogue', () => {
  it('422 shows the first message of each field', () => {
    const error = toApiError(422, { errors: { email: ['El correo electrónico debe ser válido', 'otro'], name: ['Este campo es requerido'] } });
    expect(error.fieldErrors).toEqual({ email: 'El correo electrónico debe ser válido', name: 'Este campo es requerido' });
    expect(errorText(error, t)).toBe('El correo electrónico debe ser válido\nEste campo es requerido');
    expect(error.sessionEnded).toBe(false);
  });

  it('401 ends the session and keeps its message', () => {
    const error = toApiError(401, { message: 'Token vencido' });
    expect(error.sessionEnded).toBe(true);
    expect(errorText(error, t)).toBe('Token vencido');
  });

  it('"Unauthenticated." ends the session whatever the status', () => {
    expect(toApiError(403, { message: 'Unauthenticated.' }).sessionEnded).toBe(true);
  });

  it.each([404, 403, 400, 500, 503])('%i shows the response message', (status) => {
    expect(errorText(toApiError(status, { message: 'La reserva no existe' }), t)).toBe('La reserva no existe');
  });

  it.each([404, 500])('%i without a message falls back to "Error inesperado!"', (status) => {
    expect(errorText(toApiError(status, {}), t)).toBe('Error inesperado!');
  });

  it('412 shows the first message of each entry of the error object', () => {
    const error = toApiError(412, { error: { door: ['No hay puertas libres', 'x'], code: ['Código vencido'] } });
    expect(errorText(error, t)).toBe('No hay puertas libres\nCódigo vencido');
    expect(error.fieldErrors).toEqual({ door: 'No hay puertas libres', code: 'Código vencido' });
    expect(error.stale).toBe(false);
  });

  it('412 on "version" is a lost race, not a field', () => {
    const error = toApiError(412, { error: { version: ['Otra persona guardó antes'] } });
    expect(error.stale).toBe(true);
    expect(error.fieldErrors).toEqual({});
  });

  it('402 shows "Saldo Insuficiente" whatever the body says', () => {
    expect(errorText(toApiError(402, { message: 'Payment Required' }), t)).toBe('Saldo Insuficiente');
  });

  it.each([409, 418, 502])('%i is "Error inesperado!"', (status) => {
    expect(errorText(toApiError(status, { message: 'detalle interno' }), t)).toBe('Error inesperado!');
  });

  it('survives a body that is not JSON', () => {
    expect(errorText(toApiError(500, undefined), t)).toBe('Error inesperado!');
  });
});
