// The Uruguayan CI's check digit (docs/domain/validation.md): forms warn, without blocking, about a document that fails it. Plain
// module: client forms (booking, team user, registration), the import's rows and tests share it.
/**
 * Check digit of a Uruguayan CI (weights 2 9 8 7 6 3 4 over the 7 digits before it, 6-digit numbers padded).
 * Separators are ignored. Pure, for the form's non-blocking warning (docs/domain/validation.md); the server never refuses on it.
 */
export function ciCheckDigitValid(ci: string): boolean {
  const digits = ci.replace(/[\s.\-]/g, '');
  if (!/^\d{7,8}$/.test(digits)) return false;
  const body = digits.slice(0, -1).padStart(7, '0');
  const weights = [2, 9, 8, 7, 6, 3, 4];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(body[index]), 0);
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
}

/** Whether a typed document deserves the warning: something was typed and it is not a valid CI. */
export function failsCiCheck(document: string): boolean {
  return document.trim() !== '' && !ciCheckDigitValid(document);
}
