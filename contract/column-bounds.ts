// Every amount's upper bound, from the column that stores it. Money is kept in centésimos and credits as whole
// numbers, both in PostgreSQL `integer` (int4) columns (backend/db/schema). A contract that accepts more than its
// column holds answers 500 for a value it promised to take; bounds below these are product choices, made where
// they are set, and tests/unit/column-bounds.test.ts checks they stay inside.
/** The largest value of an int4 column: ids, centésimos, credits. */
export const int4Max = 2_147_483_647;

/** The largest amount in UYU a centésimos column holds: 21,474,836.47. */
export const maxMoney = int4Max / 100;

/** The largest number of credits a credits column holds. */
export const maxCredits = int4Max;
