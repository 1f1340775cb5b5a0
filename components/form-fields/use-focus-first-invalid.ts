// After a server action answers with field errors, the keyboard (and screen reader) user lands on the first field
// in error, whose message is linked to it, instead of staying on the button with the errors out of sight above.
import { useEffect, useRef } from 'react';

/** Returns the ref for the form. `fieldErrors`: the latest answer's errors; a new answer with errors moves focus. */
export function useFocusFirstInvalid(fieldErrors: object | undefined) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!fieldErrors || !Object.keys(fieldErrors).length) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fieldErrors]);
  return formRef;
}
