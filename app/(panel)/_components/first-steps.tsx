// A new business's first steps on the dashboard (lib/dashboard/first-steps.ts): what is left links to where it is
// done, what is done is ticked, and the card goes away once everything is.
import { ArrowRight, Circle, CircleCheck } from 'lucide';
import { getTranslations } from '@/lib/i18n/server';
import Link from 'next/link';
import { Card, CardTitle } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import type { FirstStep } from '@/lib/dashboard/first-steps';

export async function FirstSteps({ steps }: { steps: FirstStep[] }) {
  const t = await getTranslations('dashboard.firstSteps');
  const done = steps.filter((step) => step.done).length;
  return (
    <Card className="mb-8" aria-labelledby="first-steps" role="region">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <CardTitle id="first-steps">{t('title')}</CardTitle>
        <p className="text-sm text-fg-muted">{t('progress', { done, total: steps.length })}</p>
      </div>
      <p className="mt-1 text-sm text-fg-muted">{t('intro')}</p>
      <ol className="mt-4 divide-y divide-line">
        {steps.map((step) => (
          // On a phone the action goes under the step's text, which then keeps the card's whole width.
          <li key={step.id} className="flex items-start gap-3 py-3 sm:items-center">
            <Icon icon={step.done ? CircleCheck : Circle} className={step.done ? 'mt-0.5 size-5 shrink-0 text-primary sm:mt-0' : 'mt-0.5 size-5 shrink-0 text-fg-muted sm:mt-0'} />
            <div className="min-w-0 flex-1 sm:flex sm:items-center sm:gap-4">
              <div className="min-w-0 flex-1">
                <p className={step.done ? 'font-medium text-fg-muted line-through' : 'font-medium text-fg'}>
                  {t(`steps.${step.id}.title`)}
                  {step.done && <span className="sr-only"> ({t('done')})</span>}
                </p>
                {!step.done && <p className="mt-0.5 text-sm text-fg-muted">{t(`steps.${step.id}.hint`)}</p>}
              </div>
              {!step.done && (
                <Link href={step.href} className="-ml-2 mt-1 inline-flex min-h-10 shrink-0 items-center gap-1 rounded-md px-2 text-sm font-medium text-primary hover:underline sm:mt-0 sm:ml-0">
                  {t(`steps.${step.id}.action`)}
                  <Icon icon={ArrowRight} className="size-4" />
                </Link>
              )}
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
