// Where an outbox message stands, as a coloured label (tones in app/globals.css) and, when it failed or waits for
// another attempt, the provider's reason under it. An unconfigured channel says so in words: such messages are
// not waiting for anything that will come by itself.
import { getTranslations } from '@/lib/i18n/server';
import { cn } from '@/components/ui/cn';
import { maxDeliveryAttempts, type OutboxMessage } from '@/contract/mail';

const tone = { queued: 'tone-sky', retrying: 'tone-amber', sent: 'tone-emerald', failed: 'tone-red', unconfigured: 'tone-neutral' } as const;

export async function DeliveryState({ message, date }: { message: OutboxMessage; date: (iso: string) => string }) {
  const t = await getTranslations('users.outbox');
  const label = {
    queued: () => t('states.queued'),
    retrying: () => t('states.retrying', { attempts: message.attempts, max: maxDeliveryAttempts, at: message.next_attempt_at ? date(message.next_attempt_at) : '' }),
    sent: () => t('states.sent', { at: message.sent_at ? date(message.sent_at) : '' }),
    failed: () => t('states.failed'),
    unconfigured: () => t(`states.unconfigured.${message.channel}`),
  }[message.state]();
  const reason = (message.state === 'failed' || message.state === 'retrying') && message.last_error;
  return (
    <div className="flex flex-col items-start gap-1">
      <span className={cn('status-badge whitespace-normal', tone[message.state])}>{label}</span>
      {reason ? <span className="text-xs break-words text-fg-muted">{t('lastError', { error: reason })}</span> : null}
    </div>
  );
}
