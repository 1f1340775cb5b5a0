// Loads the message files of a locale: messages/<locale>/<module>.json, merged as {<module>: …}.
// The corporate Spanish variant holds only overrides, deep-merged on top of es. Usable in the browser too (the
// create-booking modal loads the modules it needs on demand): each file is its own import.
import type { Locale } from '@/contract/locales';

export const messageModules = [
  'common', 'navigation', 'shell', 'auth', 'errors', 'errors-ui', 'bookings', 'bookings-import', 'dashboard', 'billing', 'payments',
  'lists', 'lockers', 'apartments', 'articles', 'clients', 'users', 'sales', 'stock', 'public-orders',
  'notifications', 'account', 'onboarding', 'help', 'api-docs', 'tenants',
] as const;
export type MessageModule = (typeof messageModules)[number];

type Messages = Record<string, unknown>;

async function loadModules(folder: string, modules: readonly MessageModule[]): Promise<Messages> {
  const entries = await Promise.all(
    modules.map(async (module) => {
      try {
        const file = (await import(`../../messages/${folder}/${module}.json`)) as { default: Messages };
        return [module, file.default] as const;
      } catch {
        return [module, {}] as const; // a variant may leave a module out entirely
      }
    }),
  );
  return Object.fromEntries(entries);
}

function isPlainObject(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function deepMerge(base: Messages, overrides: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return merged;
}

export async function loadMessages(locale: Locale, modules: readonly MessageModule[] = messageModules): Promise<Messages> {
  if (locale === 'es-corp') return deepMerge(await loadModules('es', modules), await loadModules('es-corp', modules));
  return loadModules(locale, modules);
}
