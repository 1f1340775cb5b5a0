// A client's open bookings, on the client's page: the sentence agrees with the count all through ("hasta que
// termine" for one, "terminen" for more), in every language.
import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import en from '@/messages/en/clients.json';
import es from '@/messages/es/clients.json';
import corp from '@/messages/es-corp/clients.json';

const openBookings = (locale: string, messages: typeof es) => (count: number) =>
  createTranslator({ locale, messages, namespace: 'detail' })('openBookings', { count });

describe('a client that cannot be deleted yet', () => {
  it('Spanish: one booking in progress is singular, more are plural', () => {
    const text = openBookings('es', es);
    expect(text(1)).toBe('1 reserva en curso: no se puede eliminar hasta que termine.');
    expect(text(2)).toBe('2 reservas en curso: no se puede eliminar hasta que terminen.');
  });

  it('the corporate Spanish, with its own word for a booking', () => {
    const text = openBookings('es', { ...es, detail: { ...es.detail, ...corp.detail } });
    expect(text(1)).toBe('1 envío en curso: no se puede eliminar hasta que termine.');
    expect(text(3)).toBe('3 envíos en curso: no se puede eliminar hasta que terminen.');
  });

  it('English', () => {
    const text = openBookings('en', en as typeof es);
    expect(text(1)).toBe('1 booking in progress: the client cannot be deleted until it finishes.');
    expect(text(2)).toBe('2 bookings in progress: the client cannot be deleted until they finish.');
  });
});
