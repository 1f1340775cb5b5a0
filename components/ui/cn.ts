/** Joins class names, skipping falsy ones. Primitives keep their variants few so callers rarely need to override. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
