// Statuses and sizes are named in the user's language by their fixed ids; the Spanish names are the spec's.
import { describe, expect, it } from 'vitest';
import { referenceNames, withReferenceNames } from '@/lib/bookings/reference-names';
import en from '@/messages/en/bookings.json';
import es from '@/messages/es/bookings.json';

const specStatuses =
  '1 Pre reserva; 2 Reserva; 3 Ingresado; 4 Retirado; 5 Ingreso Vencido; 6 Retiro Vencido; 7 Pendiente; 8 Pendiente cancelada; 9 Eliminada; 10 Retirado Proveedor; 11 Autorizacion retiro; 12 Eliminada por pendiente; 13 Bloqueada cliente; 14 Suspendida; 15 Eliminada desde Locker; 16 Devolucion; 17 Eliminando...; 18 Eliminada; 19 Ingreso Paqueteria; 20 Retiro Paqueteria; 21 Revisar Paqueteria';

describe('reference names', () => {
  it('names every status of docs/domain/bookings.md in Spanish exactly as the spec does', () => {
    const spec = Object.fromEntries(specStatuses.split('; ').map((entry) => [entry.slice(0, entry.indexOf(' ')), entry.slice(entry.indexOf(' ') + 1)]));
    expect(es.statuses).toEqual(spec);
    expect(es.sizes).toEqual({ 1: 'Pequeño', 2: 'Mediano', 3: 'Grande' });
  });

  it('gives every status and size an English name of its own', () => {
    expect(Object.keys(en.statuses)).toEqual(Object.keys(es.statuses));
    for (const id of Object.keys(es.statuses)) expect(en.statuses[id as keyof typeof en.statuses]).not.toBe(es.statuses[id as keyof typeof es.statuses]);
    expect(en.sizes).toEqual({ 1: 'Small', 2: 'Medium', 3: 'Large' });
  });

  it('renames a booking\'s status and size by id, and keeps the backend\'s name for an id it does not know', () => {
    const names = referenceNames(en.statuses, en.sizes);
    const booking = { id: 7, status: { id: 6, name: 'Retiro Vencido' }, size: { id: 9, name: 'Extra grande', width: 1 } };
    expect(withReferenceNames(booking, names)).toEqual({ id: 7, status: { id: 6, name: 'Pickup expired' }, size: { id: 9, name: 'Extra grande', width: 1 } });
    expect(booking.status.name).toBe('Retiro Vencido');
  });
});
