// A tenant's or user's configs (/auth/me's extra_data.configs) hold flags as 1/0, "1"/"0" or booleans, depending on
// who wrote them; both layers read them the same way.

interface ConfigEntryLike {
  name: string;
  value?: unknown;
}

const on = new Set<unknown>([1, '1', true, 'true']);
const off = new Set<unknown>([0, '0', false, 'false']);

export function configOn(configs: readonly ConfigEntryLike[], name: string): boolean {
  return on.has(configs.find((c) => c.name === name)?.value);
}

/** Set and off: for flags that are on unless turned off. */
export function configOff(configs: readonly ConfigEntryLike[], name: string): boolean {
  return off.has(configs.find((c) => c.name === name)?.value);
}
