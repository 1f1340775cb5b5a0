// The request's formatter (format.ts) for server components: the user's locale, Montevideo's clock.
import 'server-only';
import { getLocale } from 'next-intl/server';
import { formatter, type Formatter } from './format';

export async function getFormat(): Promise<Formatter> {
  return formatter(await getLocale());
}
