// Turns PostgreSQL errors (from node-postgres or PGlite, possibly wrapped by drizzle) into AppErrors with a
// meaning, so that a constraint the database enforces never surfaces as a 500.
import { AppError, messages } from '@/backend/errors';
import { choiceMessage, requiredMessage } from '@/contract/fields';

interface PostgresError {
  code: string;
  constraint?: string;
  column?: string;
  detail?: string;
}

/** Unique constraints whose clash the client can fix, by field. Others answer 409. */
const uniqueFields: Record<string, { field: string; message: string }> = {
  users_email_unique: { field: 'email', message: 'El correo electrónico ya está registrado' },
  doors_location_number_unique: { field: 'number', message: 'Ya existe una puerta con ese número en el locker' },
};

/** Check constraints with a meaning of their own. */
const checkErrors: Record<string, () => AppError> = {
  providers_credits_non_negative: () => new AppError('insufficient_credits', messages.insufficientCredits),
};

/**
 * Codes that mean "try again": SQLSTATE lost connection, shutdown, overload, serialisation failure or
 * deadlock, a statement past the statement timeout (57014), and the socket errors node-postgres raises when the
 * server is unreachable.
 */
const transientCodes = /^(08...|57P0[123]|57014|53300|40001|40P01|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND)$/;

/** The first error with a code in the `cause` chain (drizzle wraps driver errors in DrizzleQueryError). */
function findPostgresError(error: unknown): PostgresError | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as Partial<PostgresError> & { cause?: unknown };
    if (typeof candidate.code === 'string') return candidate as PostgresError;
    current = candidate.cause;
  }
  return null;
}

/** The column a foreign-key or not-null error is about; PostgreSQL names it in `detail` ("Key (col)=…"). */
function columnOf(error: PostgresError): string {
  return error.column ?? /Key \(([^)]+)\)=/.exec(error.detail ?? '')?.[1] ?? 'body';
}

/** Whether `error` is a unique violation of the named constraint or index (callers give it a meaning of their own). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pgError = findPostgresError(error);
  return pgError?.code === '23505' && pgError.constraint === constraint;
}

export function databaseErrorToAppError(error: unknown): AppError | null {
  const pgError = findPostgresError(error);
  if (!pgError) return null;
  switch (pgError.code) {
    case '23505': {
      const known = uniqueFields[pgError.constraint ?? ''];
      if (!known) return new AppError('conflict', 'El registro ya existe.');
      return new AppError('validation', known.message, { [known.field]: [known.message] });
    }
    case '23503':
      // Deleting a row others still point to, versus pointing to a row that does not exist.
      if (pgError.detail?.includes('is still referenced')) {
        return new AppError('conflict', 'El registro está en uso y no se puede eliminar.');
      }
      return new AppError('validation', choiceMessage, { [columnOf(pgError)]: [choiceMessage] });
    case '23502':
      return new AppError('validation', requiredMessage, { [columnOf(pgError)]: [requiredMessage] });
    case '22003':
      // A number beyond its column (a sum of credits past int4): the contract bounds single values, not totals.
      return new AppError('validation', messages.invalidData, { body: [messages.invalidData] });
    case '23514':
      return checkErrors[pgError.constraint ?? '']?.() ?? new AppError('validation', messages.invalidData, { body: [messages.invalidData] });
    default:
      return transientCodes.test(pgError.code) ? new AppError('unavailable', messages.unavailable) : null;
  }
}
