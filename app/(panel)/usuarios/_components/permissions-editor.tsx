'use client';
// A user's permissions: the whole catalogue of docs/domain/roles-and-permissions.md grouped by area, as checkboxes, plus "*" (everything).
// Saving replaces the list (PUT /user/{id}/permissions); the server answers "Se actualizaron los permisos" or why not.
// Submitted by onSubmit, not as a form action (React resets those after every submit): after a refusal or a failed
// request the boxes stay as the user left them, and the message shows in the footer, beside the save button.
import { useState, useTransition, type FormEvent } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { DialogFooter } from '@/components/form-dialog/dialog-footer';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/toast';
import { callAction } from '@/lib/actions/call-action';
import { updateUserPermissionsAction } from '@/lib/users/actions/update-user-permissions-action';

export interface PermissionsEditorProps {
  userId: number;
  granted: string[];
  catalogue: { area: string; label: string; permissions: { name: string; label: string }[] }[];
  /** `failed`: the message of a request that failed (errors.unexpected). */
  texts: { all: string; save: string; saving: string; failed: string };
  onDone: () => void;
}

export function PermissionsEditor({ userId, granted, catalogue, texts, onDone }: PermissionsEditorProps) {
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string>();
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).getAll('permission').map(String);
    startTransition(async () => {
      setError(undefined);
      const result = await callAction(() => updateUserPermissionsAction(userId, chosen), texts.failed);
      if (result.ok) {
        toast.success(result.message);
        onDone();
      } else {
        setError(result.message);
      }
    });
  };
  // The label says what it allows; the code under it is what support and the API docs call it.
  const box = (name: string, label: string) => (
    <label key={name} className="flex items-start gap-2 py-1 text-sm">
      <input type="checkbox" name="permission" value={name} defaultChecked={granted.includes(name)} disabled={pending} className="mt-0.5 size-4 shrink-0 accent-primary" />
      <span className="min-w-0">
        <span className="block">{label}</span>
        <span className="block font-mono text-xs text-fg-muted">{name}</span>
      </span>
    </label>
  );
  return (
    <form onSubmit={save} className="flex flex-col gap-5">
      <div className="rounded-md border border-line p-3">{box('*', texts.all)}</div>
      {catalogue.map((group) => (
        <fieldset key={group.area} className="rounded-md border border-line px-3 pb-2">
          <legend className="px-1 text-sm font-medium">{group.label}</legend>
          <div className="grid gap-x-4 sm:grid-cols-2">{group.permissions.map(({ name, label }) => box(name, label))}</div>
        </fieldset>
      ))}
      <DialogFooter disabled={pending} notice={error && <FormAlert>{error}</FormAlert>}>
        <Button type="submit" pending={pending}>
          {pending && <Spinner className="size-5 text-current" />}
          {pending ? texts.saving : texts.save}
        </Button>
      </DialogFooter>
    </form>
  );
}
