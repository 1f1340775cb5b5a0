// The backend's one error type. Services throw it; app.ts's onError turns it into a docs/domain/errors.md body.
import { residentRefusedMessage } from '@/contract/auth';
import { paymentUnavailableMessage, receiptUploadMessage } from '@/contract/billing';
import { forbiddenMessage, tooManyLoginsMessage, unavailableMessage } from '@/contract/common';

export type FieldErrors = Record<string, string[]>;

/** Every error the API can answer, with its HTTP status. */
export const errorStatus = {
  /** Malformed request (unparseable JSON): `{message}`. */
  bad_request: 400,
  /** No token, or a revoked, expired or unknown one; wrong credentials: `{message}`. */
  unauthenticated: 401,
  /** The tenant's credits do not cover the charge: `{message: 'Saldo Insuficiente'}`. */
  insufficient_credits: 402,
  /** Signed in but not allowed (permission, resident on back-office): `{message}`. */
  forbidden: 403,
  /** Unknown route, or a record the caller's tenant does not own: `{message}`. */
  not_found: 404,
  /** The change clashes with existing data (a duplicate, a record still in use): `{message}`. */
  conflict: 409,
  /** A business precondition failed: `{message, error: {key: [msg]}}`. */
  precondition_failed: 412,
  payload_too_large: 413,
  /** Too many failed sign-ins, or public lookups, from one client (or everybody) in the window: `{message}`. */
  too_many_requests: 429,
  /** Input failed validation: `{message, errors: {field: [msg]}}`. */
  validation: 422,
  internal: 500,
  /** The database is unreachable or overloaded; the client may retry: `{message}`. */
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export type ErrorStatus = (typeof errorStatus)[ErrorCode];

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Field errors for `validation` (body key `errors`) and `precondition_failed` (body key `error`). */
  readonly details?: FieldErrors;

  constructor(code: ErrorCode, message: string, details?: FieldErrors) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get status(): ErrorStatus {
    return errorStatus[this.code];
  }

  /** The reply body in the shape docs/domain/errors.md gives for this status. */
  toBody(): Record<string, unknown> {
    // A size refusal may say which field was too large, in the same shape as a validation error.
    if (this.code === 'validation' || (this.code === 'payload_too_large' && this.details)) return { message: this.message, errors: this.details ?? {} };
    if (this.code === 'precondition_failed') return { message: this.message, error: this.details ?? {} };
    return { message: this.message };
  }
}

/** The messages several modules share, copied from the spec where it gives them. */
export const messages = {
  unauthenticated: 'Unauthenticated.',
  forbidden: forbiddenMessage,
  residentRefused: residentRefusedMessage,
  invalidCredentials: 'Error de credenciales',
  insufficientCredits: 'Saldo Insuficiente',
  notFound: 'Recurso no encontrado.',
  malformedJson: 'El cuerpo de la solicitud no es un JSON válido.',
  payloadTooLarge: 'El cuerpo de la solicitud es demasiado grande.',
  invalidData: 'Los datos enviados no son válidos.',
  internal: 'Error interno',
  unavailable: unavailableMessage,
  /** docs/domain/errors.md: a payment preference (checkout) the provider could not create. */
  paymentUnavailable: paymentUnavailableMessage,
  /** docs/domain/errors.md: any failed receipt upload (the field errors say why). */
  receiptUploadFailed: receiptUploadMessage,
  invalidWebhookSignature: 'Firma de la notificación inválida.',
  tooManyLogins: tooManyLoginsMessage,
} as const;
