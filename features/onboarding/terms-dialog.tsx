'use client';
// The terms dialog (docs/domain/screens.md, docs/domain/bookings.md, docs/domain/validation.md): modal, persistent (no close button, Escape and outside clicks do
// nothing), 800px wide, title "CONDICIONES GENERALES", the contract text, then the business (fantasy) name and
// the acceptance checkbox, both required; "Continuar" stays disabled until both are valid. Loaded on demand.
import * as Dialog from '@radix-ui/react-dialog';
import { useState, useTransition, type ReactNode } from 'react';
import { dialogContentClasses, dialogOverlayClasses } from '@/components/form-dialog/dialog-classes';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { acceptTermsAction } from '@/lib/account/actions';
import { callAction } from '@/lib/actions/call-action';

export interface TermsDialogLabels {
  title: string;
  businessName: string;
  fantasyNameRequired: string;
  accept: string;
  mustAcceptTermsAndConditions: string;
  continue: string;
  saving: string;
  failed: string;
}

const keep = (event: Event) => event.preventDefault();

export default function TermsDialog({ text, labels, onAccepted }: { text: ReactNode; labels: TermsDialogLabels; onAccepted: () => void }) {
  const [name, setName] = useState('');
  const [checked, setChecked] = useState(false);
  const [touched, setTouched] = useState({ name: false, checked: false });
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const nameError = touched.name && name.trim() === '' ? labels.fantasyNameRequired : undefined;
  const checkError = touched.checked && !checked ? labels.mustAcceptTermsAndConditions : undefined;
  const valid = name.trim() !== '' && checked;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setError(null);
    startTransition(async () => {
      const result = await callAction(() => acceptTermsAction({ business_name: name, confirmation: checked }), labels.failed);
      if (result.ok) onAccepted();
      else setError(result.message || labels.failed);
    });
  };

  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClasses} />
        <Dialog.Content
          className={cn(dialogContentClasses, 'flex max-w-[800px] flex-col p-0')}
          onEscapeKeyDown={keep}
          onPointerDownOutside={keep}
          onInteractOutside={keep}
          aria-describedby={undefined}
        >
          <Dialog.Title className="border-b border-line px-6 py-4 text-lg font-semibold tracking-wide">{labels.title}</Dialog.Title>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-4" tabIndex={0} aria-label={labels.title} data-testid="terms-text">
            {text}
          </div>
          <form onSubmit={submit} noValidate className="space-y-3 border-t border-line px-6 py-4">
            {error && <p role="alert" className="text-sm font-medium text-danger">{error}</p>}
            <div>
              <Label htmlFor="terms-business-name">{labels.businessName}</Label>
              <Input
                id="terms-business-name" value={name} required autoComplete="organization"
                onChange={(e) => setName(e.target.value)} onBlur={() => setTouched((t) => ({ ...t, name: true }))}
                invalid={Boolean(nameError)} aria-describedby={nameError ? 'terms-business-name-error' : undefined}
              />
              <FieldError id="terms-business-name-error">{nameError}</FieldError>
            </div>
            <div>
              <div className="flex items-start gap-2">
                <input
                  id="terms-accept" type="checkbox" checked={checked} required className="mt-0.5 size-4 shrink-0 accent-primary"
                  onChange={(e) => (setChecked(e.target.checked), setTouched((t) => ({ ...t, checked: true })))}
                  aria-invalid={Boolean(checkError) || undefined} aria-describedby={checkError ? 'terms-accept-error' : undefined}
                />
                <label htmlFor="terms-accept" className="text-sm">{labels.accept}</label>
              </div>
              <FieldError id="terms-accept-error">{checkError}</FieldError>
            </div>
            <div className="flex justify-end">
              <Button type="submit" disabled={!valid || pending}>{pending ? labels.saving : labels.continue}</Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
