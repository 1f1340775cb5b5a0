// The server components' translators: next-intl's getTranslations, kept for the process.
// next-intl builds its translators per request, and each compiles every message that has values (plurals, `{id}`)
// into an IntlMessageFormat again (locale resolution, plural rules): 3–5 % of a render (docs/performance.md).
// A translator made with the public createTranslator keeps its compiled messages for as long as it lives; the
// messages of a locale never change while the process runs, so one translator per locale and namespace is enough
// and the cache stays bounded by the message files.
import 'server-only';
import { createTranslator } from 'next-intl';
// eslint-disable-next-line no-restricted-imports -- the one place that wraps it
import { getLocale, getMessages, getTimeZone, getTranslations as requestTranslations } from 'next-intl/server';

type Translator = ReturnType<typeof createTranslator>;
type Options = { locale?: string; namespace?: string };

const translators = new Map<string, Translator>();

async function processTranslator(namespaceOrOptions?: string | Options): Promise<Translator> {
  const options = typeof namespaceOrOptions === 'string' ? { namespace: namespaceOrOptions } : (namespaceOrOptions ?? {});
  const locale = options.locale ?? (await getLocale());
  const key = `${locale}\u0000${options.namespace ?? ''}`;
  let translator = translators.get(key);
  if (!translator) {
    const [messages, timeZone] = await Promise.all([getMessages({ locale }), getTimeZone({ locale })]);
    translator = createTranslator({ locale, messages, timeZone, namespace: options.namespace });
    translators.set(key, translator);
  }
  return translator;
}

/** Same signature and texts as next-intl's getTranslations. */
export const getTranslations = processTranslator as unknown as typeof requestTranslations;
