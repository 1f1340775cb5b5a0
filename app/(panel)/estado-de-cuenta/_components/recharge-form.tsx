'use client';
// The recharge form (in the recharge dialog's chunk): a pack or another amount, the price with VAT, then the
// provider's checkout. One Idempotency-Key per amount while the dialog is open: a double click or a retry
// returns the same payment instead of starting a second one. Disabled from submit until the page leaves.
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { formatter } from '@/lib/format/format';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormFooter } from '@/components/form-fields/form-fields';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { cn } from '@/components/ui/cn';
import { callAction } from '@/lib/actions/call-action';
import { creditsPriceCents } from '@/common/credit-price';
import type { PricesReply } from '@/contract/prices';
import { vatExample } from '@/lib/billing/vat-example';
import { startRechargeAction } from '@/lib/payments/actions/start-recharge-action';
import { useIdempotencyKey } from '@/lib/idempotency/use-idempotency-key';
import { chosenCredits, otherAmountProblem, otherChoice, rechargeForm, rechargeRequest, typedCredits, type RechargeFormValues } from '@/lib/payments/recharge-form-schema';

const optionClasses =
  'flex cursor-pointer items-center justify-between gap-3 rounded-md border border-line px-4 py-3 text-sm has-checked:border-primary has-checked:bg-primary-soft';

export function RechargeForm({ prices }: { prices: PricesReply }) {
  const t = useTranslations('billing');
  const te = useTranslations('errors');
  const format = formatter(useLocale());
  const [formError, setFormError] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  const idempotencyKeyFor = useIdempotencyKey();
  const { register, handleSubmit, formState, control, setError } = useForm<RechargeFormValues>({
    resolver: zodResolver(rechargeForm),
    defaultValues: { choice: String(prices.packs[0]?.credits ?? otherChoice), amount: '' },
  });
  const busy = formState.isSubmitting || leaving;
  const choice = useWatch({ control, name: 'choice' });
  const amount = useWatch({ control, name: 'amount' });
  const amountError = formState.errors.amount?.message;
  // The price of another amount, live as it is typed, by the rule and credit price the server charges with; none
  // for an amount it would refuse (the refusal itself shows on submit, then follows what is typed).
  const otherPrice = !amountError && otherAmountProblem(amount ?? '') === null ? format.money(creditsPriceCents(typedCredits(amount)!, prices.credit_price_cents) / 100) : null;

  async function submit(values: RechargeFormValues) {
    setFormError(undefined);
    const key = idempotencyKeyFor(chosenCredits(values));
    const result = await callAction(() => startRechargeAction(rechargeRequest(values), key), te('unexpected'));
    if (result.ok && result.data) {
      setLeaving(true);
      window.location.assign(result.data.checkoutUrl);
      return;
    }
    if (result.ok) return;
    if (result.fieldErrors?.amount) setError('amount', { message: result.fieldErrors.amount });
    else setFormError(result.message);
  }

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-fg">{t('recharge.choose')}</legend>
        {prices.packs.map((pack) => (
          <label key={pack.credits} className={optionClasses}>
            <span className="flex items-center gap-3">
              <input type="radio" value={String(pack.credits)} {...register('choice')} className="size-4 accent-primary" />
              <span className="font-medium whitespace-nowrap">{t('recharge.pack', { credits: format.count(pack.credits) })}</span>
            </span>
            <span className="text-right text-fg-muted">{t('recharge.packPrice', { price: format.money(pack.price_uyu) })}</span>
          </label>
        ))}
        <label className={optionClasses}>
          <span className="flex items-center gap-3">
            <input type="radio" value={otherChoice} {...register('choice')} className="size-4 accent-primary" />
            <span className="font-medium">{t('recharge.other')}</span>
          </span>
        </label>
      </fieldset>
      {choice === otherChoice && (
        <div>
          <label htmlFor="recharge-amount" className="mb-1.5 block text-sm font-medium text-fg">
            {t('recharge.amount')}
          </label>
          <Input
            id="recharge-amount"
            inputMode="numeric"
            autoComplete="off"
            autoFocus
            readOnly={busy}
            invalid={Boolean(amountError)}
            aria-describedby={amountError ? 'recharge-amount-error' : 'recharge-amount-price'}
            {...register('amount')}
          />
          <FieldError id="recharge-amount-error">{amountError && t(`messages.${amountError}` as 'messages.amountMin')}</FieldError>
          {/* Its line keeps its height while empty (unless a refusal takes its place), so the dialog does not jump as
              an amount is typed through values below the minimum. */}
          <p id="recharge-amount-price" aria-live="polite" className={cn('text-sm text-fg-muted', !amountError && 'mt-1.5 min-h-5')}>
            {otherPrice && t('recharge.otherPrice', { price: otherPrice })}
          </p>
        </div>
      )}
      <div className={cn('rounded-md bg-canvas px-4 py-3 text-sm text-fg-muted')}>
        <p>{t('recharge.vatNote', vatExample(format, prices.packs))}</p>
        <p className="mt-1">{t('recharge.timeNote')}</p>
      </div>
      <FormFooter formError={formError} submitting={busy} submitLabel={t('recharge.submit')} submittingLabel={t('recharge.submitting')} />
    </form>
  );
}
