// The booking module's 412/404 errors, so that every use case words them the same way.
import { AppError, messages } from '@/backend/errors';
import { allowedFrom, type BookingAction } from './booking-rules';

export const bookingMessages = {
  notFound: 'Reserva no encontrada.',
  noFreeDoor: 'No hay puertas libres de ese tamaño en el locker',
  locationUnavailable: 'El locker seleccionado no existe o no está habilitado',
  unknownSize: 'El tamaño seleccionado no es válido',
  noRecipient: 'La reserva no tiene correo electrónico ni teléfono para enviar el código.',
  validityAfterDropOff: 'La validez del código solo se puede cambiar antes del ingreso del paquete.',
} as const;

export function bookingNotFound(): AppError {
  return new AppError('not_found', bookingMessages.notFound);
}

/** 412 with the action's rule, keyed `status` so the screen shows it (docs/domain/errors.md). */
export function illegalTransition(action: BookingAction): AppError {
  const { message } = allowedFrom[action];
  return new AppError('precondition_failed', message, { status: [message] });
}

export function assertAllowed(action: BookingAction, statusId: number): void {
  if (!allowedFrom[action].statuses.includes(statusId)) throw illegalTransition(action);
}

export function noFreeDoor(): AppError {
  return new AppError('precondition_failed', bookingMessages.noFreeDoor, { door: [bookingMessages.noFreeDoor] });
}

export function insufficientCredits(): AppError {
  return new AppError('insufficient_credits', messages.insufficientCredits);
}
