// The WhatsApp Business Cloud API as the outbox's WhatsApp channel: one template message per outbox row,
// POST {api}/{version}/{phone-number-id}/messages with the access token as bearer. Meta's reply names the message
// (messages[0].id, the "wamid"), kept as provider_message_id. Errors come as {error:{message,type,code,…}}; whether
// trying again can help is decided by Meta's error code (transientCodes), since one HTTP status (400) covers both a
// rate limit and a wrong number. Contract-tested with msw (tests/api/whatsapp-delivery.test.ts).
import { z } from 'zod';
import { PermanentDeliveryError, type OutboxSender } from '@/backend/modules/mail/deliver-outbox';
import { templateParameters, whatsappNumber, whatsappTemplateName } from './template-parameters';

export interface WhatsappConfig {
  apiUrl: string;
  apiVersion: string;
  phoneNumberId: string;
  accessToken: string;
  /** Language code of the approved templates (es, es_AR, en_US…). */
  language: string;
}

/**
 * Meta's codes for conditions that pass: API unknown/service (1, 2), too many calls (4), account rate limit
 * (80007), throughput (130429), something went wrong (131000), service unavailable (131016), spam and pair rate
 * limits (131048, 131056), server temporarily unavailable (133004). Everything else (bad token, unknown number,
 * missing template, invalid parameter…) will fail the same way next time.
 */
export const transientCodes: ReadonlySet<number> = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);

const sendReply = z.object({
  messaging_product: z.literal('whatsapp'),
  contacts: z.array(z.object({ input: z.string(), wa_id: z.string() })).optional(),
  messages: z.array(z.object({ id: z.string() })).min(1),
});
const errorReply = z.object({
  error: z.object({ message: z.string(), type: z.string().optional(), code: z.number(), fbtrace_id: z.string().optional() }),
});

export function cloudApiSender(config: WhatsappConfig, options: { fetch?: typeof fetch; timeoutMs?: number } = {}): OutboxSender {
  const url = `${config.apiUrl.replace(/\/+$/, '')}/${config.apiVersion}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return {
    async send(row) {
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: whatsappNumber(row.recipient),
        type: 'template',
        template: {
          name: whatsappTemplateName(row.template),
          language: { code: config.language },
          components: [{ type: 'body', parameters: templateParameters(row).map((text) => ({ type: 'text', text })) }],
        },
      };
      let response: Response;
      try {
        // globalThis.fetch is read per call, not kept: whatever replaces it later (instrumentation, msw) is used.
        response = await (options.fetch ?? globalThis.fetch)(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (cause) {
        // Unreachable or too slow: the message may go through on the next attempt.
        throw new Error(`WhatsApp no respondió: ${cause instanceof Error ? cause.message : String(cause)}`);
      }
      // A network error surfaced as a response (status 0) is the same as no answer.
      if (response.status === 0) throw new Error('WhatsApp no respondió: error de red');
      const json: unknown = await response.json().catch(() => null);
      if (response.ok) {
        const reply = sendReply.safeParse(json);
        if (!reply.success) throw new Error(`WhatsApp respondió ${response.status} con una respuesta que no se entiende`);
        return { providerMessageId: reply.data.messages[0]!.id };
      }
      const failure = errorReply.safeParse(json);
      if (!failure.success) {
        const text = `WhatsApp respondió ${response.status}`;
        // Without Meta's code, only the HTTP status tells: overload and server faults pass, the rest does not.
        if (response.status === 429 || response.status >= 500) throw new Error(text);
        throw new PermanentDeliveryError(text);
      }
      const { code, message, fbtrace_id } = failure.data.error;
      const text = `WhatsApp (${code}): ${message}${fbtrace_id ? ` [fbtrace_id ${fbtrace_id}]` : ''}`;
      if (transientCodes.has(code)) throw new Error(text);
      throw new PermanentDeliveryError(text);
    },
  };
}
