'use client';
// A file picker in the app's language. The browser draws its own <input type="file"> with its own words ("Choose
// file", "No file chosen") in the browser's language, whatever the user chose here. So the real input stays in the
// page, visually hidden but focusable (keyboard, the form's validation, Playwright's setInputFiles), and a label
// drawn as a button opens it: natively, with no script. The chosen file's name is shown once the page's script
// runs; without it the line is left out, since it could not follow the choice.
import { Paperclip } from 'lucide';
import { useState, useSyncExternalStore, type ComponentProps } from 'react';
import { buttonClasses } from './button';
import { cn } from './cn';
import { Icon } from './icon';

export interface FileInputProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  id: string;
  /** Marks the field invalid for assistive technology and styles it; pair with aria-describedby → FieldError. */
  invalid?: boolean;
  /**
   * The button's text ("Elegí un archivo") and the line shown until a file is chosen ("Ningún archivo elegido");
   * without `none` no name is shown (a field that previews what was chosen, or empties the input after reading it).
   */
  labels: { choose: string; none?: string };
}

const noSubscription = () => () => {};

export function FileInput({ id, invalid, labels, className, onChange, 'aria-describedby': describedBy, ...props }: FileInputProps) {
  const named = useSyncExternalStore(noSubscription, () => true, () => false) && labels.none !== undefined;
  const [chosen, setChosen] = useState<string>();
  const nameId = `${id}-chosen`;
  return (
    <div className={cn('file-input', className)}>
      <input
        id={id}
        type="file"
        className="sr-only"
        aria-invalid={invalid || undefined}
        aria-describedby={[named && nameId, describedBy].filter(Boolean).join(' ') || undefined}
        onChange={(event) => {
          setChosen(event.target.files?.[0]?.name);
          onChange?.(event);
        }}
        {...props}
      />
      <label htmlFor={id} className={buttonClasses({ variant: 'secondary' })}>
        <Icon icon={Paperclip} />
        {labels.choose}
      </label>
      {named && (
        <span id={nameId} className="file-input-name" title={chosen}>
          {chosen ?? labels.none}
        </span>
      )}
    </div>
  );
}
