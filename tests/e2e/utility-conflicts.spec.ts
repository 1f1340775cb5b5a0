// No element carries two utilities that set the same property (`w-64 w-56`, `p-6 p-0`): which one wins depends on
// their order in the stylesheet, not in `class`, so a shared component's default silently beats its caller's
// choice. Components keep their defaults in component classes (app/globals.css, decision 0110), which any
// utility overrides.
// Utilities Tailwind composes through its own variables (`text-sm leading-tight`, `border border-dashed`) are fine.
import { expect, test } from '@playwright/test';
import { accounts, signIn } from './support';

/** Screens by the account that sees them. */
const screens: [string, string[]][] = [
  [
    accounts.admin,
    [
      '/',
      '/reservas',
      '/reservas?nuevo=1',
      '/reservas/1',
      '/reservas/nueva',
      '/reserva/create-from-excel',
      '/comprobantes',
      '/estado-de-cuenta',
      '/usuarios',
      '/usuarios?last_name=Nadie-se-llama-asi',
      '/usuarios/correos',
      '/clientes',
      '/lockers',
      '/apartamentos',
      '/articulos',
      '/precios',
      '/ayuda',
      '/configuracion-de-la-cuenta',
    ],
  ],
  [accounts.enterprise, ['/ventas', '/stock']],
  [accounts.serviceOperator, ['/empresas', '/comprobantes']],
];

/** In the page: each element's utilities that set the same property as another of its utilities. */
function conflictsInPage(): string[] {
  const properties = new Map<string, string[]>();
  const walk = (rules: CSSRuleList, inUtilities: boolean) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSLayerBlockRule) walk(rule.cssRules, rule.name === 'utilities');
      else if (inUtilities && rule instanceof CSSStyleRule && /^\.(?:\\.|[\w-])+$/.test(rule.selectorText)) {
        // The properties as written (`border-style`, not the four it expands to), so a value Tailwind composes
        // through its variables can be told apart.
        const set: string[] = [];
        for (const declaration of rule.style.cssText.split(/;\s*(?=[\w-]+:)/)) {
          const [property, value] = [declaration.slice(0, declaration.indexOf(':')).trim(), declaration.slice(declaration.indexOf(':') + 1)];
          if (property && !property.startsWith('--') && !value.includes('var(--tw-')) set.push(property);
        }
        properties.set(rule.selectorText.slice(1).replace(/\\(.)/g, '$1'), set);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules, false);
  const found = new Set<string>();
  for (const element of Array.from(document.querySelectorAll('[class]'))) {
    const names = Array.from(element.classList).filter((name) => properties.has(name));
    for (let i = 0; i < names.length; i++) {
      for (let j = i + 1; j < names.length; j++) {
        const shared = properties.get(names[i]!)!.filter((property) => properties.get(names[j]!)!.includes(property));
        if (shared.length) found.add(`${names[i]} × ${names[j]} (${shared.join(', ')}) on <${element.tagName.toLowerCase()} class="${element.className}">`);
      }
    }
  }
  return [...found];
}

test('no element carries two utilities that set the same property', async ({ page }) => {
  test.setTimeout(120_000);
  const conflicts: string[] = [];
  for (const [account, paths] of screens) {
    await page.context().clearCookies();
    await signIn(page, account);
    for (const path of paths) {
      await page.goto(path);
      for (const conflict of await page.evaluate(conflictsInPage)) conflicts.push(`${path} (${account}): ${conflict}`);
    }
  }
  expect(conflicts).toEqual([]);
});
