// Limits of the notification list (docs/domain/bookings.md, docs/domain/limits.md), apart from the zod schemas so the bell's client code can
// import them without shipping zod.
/** At most this many, newest first. */
export const notificationLimit = 50;
