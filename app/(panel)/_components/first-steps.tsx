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
          <li key={step.id} className="flex items-center gap-3 py-3">
            <Icon icon={step.done ? CircleCheck : Circle} className={step.done ? 'size-5 shrink-0 text-primary' : 'size-5 shrink-0 text-fg-muted'} />
            <div className="min-w-0 flex-1">
              <p className={step.done ? 'font-medium text-fg-muted line-through' : 'font-medium text-fg'}>
                {t(`steps.${step.id}.title`)}
                {step.done && <span className="sr-only"> ({t('done')})</span>}
              </p>
              {!step.done && <p className="text-sm text-fg-muted">{t(`steps.${step.id}.hint`)}</p>}
            </div>
            {!step.done && (
              <Link href={step.href} className="inline-flex min-h-10 shrink-0 items-center gap-1 rounded-md px-2 text-sm font-medium text-primary hover:underline">
                {t(`steps.${step.id}.action`)}
                <Icon icon={ArrowRight} className="size-4" />
              </Link>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}
