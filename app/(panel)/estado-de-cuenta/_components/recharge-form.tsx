'use client';
// The recharge form (in the recharge dialog's chunk): a pack or another amount, the price with VAT, then the
// provider's checkout. One Idempotency-Key per amount while the dialog is open: a double click or a retry
// returns the same payment instead of starting a second one. Disabled from submit until the page leaves.
// Another amount says its rule before anything is typed (the hint), why it would be refused as soon as something is
// typed (the submit's own texts), and its price once valid. The grey note's VAT example is what is chosen, so it
// explains the figure about to be paid; credits bought by card arrive once the payment is approved (the 48 hours
// are a bank transfer's, docs/domain/credits.md), and where the deployment has an account for transfers, a link to
// the receipt dialog that shows it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { formatter } from '@/lib/format/format';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormFooter } from '@/components/form-fields/form-fields';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { cn } from '@/components/ui/cn';
import { UrlDialogLink } from '@/components/url-dialog/url-dialog-link';
import { callAction } from '@/lib/actions/call-action';
import { creditsPriceCents } from '@/common/credit-price';
import type { PricesReply } from '@/contract/prices';
import { chosenVatExample } from '@/lib/billing/vat-example';
import { billingDialogParams } from '@/lib/billing/list-definitions';
import { rechargeLimits } from '@/contract/billing';
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
  const typed = amount ?? '';
  const problem = otherAmountProblem(typed);
  // The submit's refusal (then re-checked as typed), or, before any submit, the refusal of what is typed; an empty
  // field is refused only by the submit.
  const amountError = formState.errors.amount?.message ?? (problem === 'required' ? undefined : (problem ?? undefined));
  // The price of another amount, live as it is typed, by the rule and credit price the server charges with; none
  // for an amount it would refuse.
  const otherCredits = amountError || problem ? undefined : typedCredits(typed);
  const otherPriceUyu = otherCredits === undefined ? undefined : creditsPriceCents(otherCredits, prices.credit_price_cents) / 100;
  const example = chosenVatExample(format, prices.packs, choice !== otherChoice ? Number(choice) : otherCredits === undefined ? undefined : { credits: otherCredits, price_uyu: otherPriceUyu! });

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
            aria-describedby={`recharge-amount-hint ${amountError ? 'recharge-amount-error' : 'recharge-amount-price'}`}
            {...register('amount')}
          />
          <p id="recharge-amount-hint" className="mt-1.5 text-sm text-fg-muted">
            {t('recharge.amountHint', { min: format.count(rechargeLimits.above) })}
          </p>
          {/* The refusal or the price share one line that keeps its height while empty, so the dialog does not jump as
              an amount is typed; a polite live region, so a screen reader hears the change without being cut off. */}
          <div aria-live="polite" className="mt-1 min-h-5">
            {amountError ? (
              <FieldError id="recharge-amount-error" className="mt-0">
                {t(`messages.${amountError}` as 'messages.amountMin')}
              </FieldError>
            ) : (
              <p id="recharge-amount-price" className="text-sm text-fg-muted">
                {otherPriceUyu !== undefined && t('recharge.otherPrice', { price: format.money(otherPriceUyu) })}
              </p>
            )}
          </div>
        </div>
      )}
      <div className={cn('rounded-md bg-canvas px-4 py-3 text-sm text-fg-muted')}>
        <p>{t('recharge.vatNote', example)}</p>
        <p className="mt-1">{t('recharge.cardNote')}</p>
        {prices.transfer_account && (
          <p className="mt-1">
            {t('transferAccount.fromRecharge')}{' '}
            <UrlDialogLink param={billingDialogParams.upload} replaces={billingDialogParams.recharge} className="font-medium text-primary underline">
              {t('transferAccount.seeAccount')}
            </UrlDialogLink>
          </p>
        )}
      </div>
      <FormFooter formError={formError} submitting={busy} submitLabel={t('recharge.submit')} submittingLabel={t('recharge.submitting')} />
    </form>
  );
}
