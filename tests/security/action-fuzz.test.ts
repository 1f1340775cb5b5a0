// Property-based fuzzing of every server action through the production server, the way the browser calls them:
// the ids from the build's manifest, the arguments encoded by React, the tenant administrator's session cookie.
// Every reply must be a refusal the screen can show ({ok: false, message} or field errors) or a 4xx, never a 500;
// the database is unchanged after each action's inputs; the server is still up at the end. Needs `npx next build`.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionInputs, actionValue, noInput, toActionArgs, type ActionContext, type ActionInput } from './support/action-inputs';
import { startAppServer, type AppServer } from './support/app-server';
import { saveFigures } from './support/figures';
import { fingerprint } from './support/fingerprint';
import { callServerAction, isRefusal, listServerActions } from './support/server-actions';
import { createWorld, type World } from './support/world';

/** Inputs sent in all, spread over the actions (SECURITY_ACTION_FUZZ_INPUTS sends more). */
const budget = Number(process.env.SECURITY_ACTION_FUZZ_INPUTS ?? 2_000);

/** The proxy sends a signed-in browser away from the sign-in page (307 to /) before its action runs, so the
 * sign-in action is fuzzed as the signed-out browser that can post it; every other action with the session. */
const signedOutOnly = new Set(['/iniciar-sesion']);

describe('server action bad-input fuzzing', () => {
  let world: World;
  let app: AppServer;
  let cookie: string;
  const actions = listServerActions();
  const statuses = new Map<number, number>();
  const perAction: Record<string, number> = {};
  let sent = 0;

  beforeAll(async () => {
    world = await createWorld();
    app = await startAppServer(world);
    cookie = await app.cookieFor(await world.tokenOf('admin'));
  }, 240_000);

  afterAll(async () => {
    await app?.stop();
    await world?.backend.close();
  });

  it('knows the inputs of every server action in the build', () => {
    expect(actions.length).toBeGreaterThan(30);
    const unknown = actions.map((a) => a.key).filter((key) => !actionInputs[key] && !noInput.has(key));
    expect(unknown, 'list these in tests/security/support/action-inputs.ts').toEqual([]);
  });

  it('refuses every bad input with a message or a 4xx, never a 500, and changes nothing', async () => {
    const fuzzed = actions.filter((action) => actionInputs[action.key]);
    const runs = Math.ceil(budget / fuzzed.length);
    for (const action of fuzzed) {
      const before = await fingerprint(world.db);
      await fc.assert(fc.asyncProperty(argumentsOf(actionInputs[action.key]!, { other: world.records.other }), async (args) => {
        const reply = await callServerAction(app.origin, action, toActionArgs(args), signedOutOnly.has(action.page) ? undefined : cookie).catch((error: unknown) => {
          throw new Error(`${action.key}: the request failed (${String((error as Error).cause ?? error)}); server log:\n${app.log.slice(-20).join('\n')}`);
        });
        sent++;
        perAction[action.key] = (perAction[action.key] ?? 0) + 1;
        statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
        const what = `${action.key} → ${reply.status} ${reply.body.slice(0, 300)}\n${app.log.slice(-5).join('\n')}`;
        expect(reply.status, what).toBeLessThan(500);
        if (reply.status < 400) {
          expect(reply.status, what).toBe(200);
          expect(reply.thrown, what).toBeFalsy();
          expect(isRefusal(reply.result), what).toBe(true);
        }
      }), { numRuns: runs });
      expect(await fingerprint(world.db), `${action.key}: refused inputs changed the database`).toEqual(before);
      expect(({} as Record<string, unknown>).polluted, 'Object.prototype polluted').toBeUndefined();
    }
  }, 1_800_000);

  it('is still up and serving after all of it', async () => {
    expect(app.process.exitCode).toBeNull();
    expect((await fetch(`${app.origin}/reservas`, { headers: { cookie } })).status).toBe(200);
    expect(sent).toBeGreaterThanOrEqual(budget);
    saveFigures('action-fuzz', {
      actions: actions.length,
      fuzzed: Object.keys(perAction).length,
      withoutInput: [...noInput],
      inputs: sent,
      statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
      fiveHundreds: [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0),
      perAction,
    });
  });
});

/** The action's hostile arguments, sometimes with extra ones after them; lists the action would accept are left out. */
function argumentsOf(input: ActionInput, context: ActionContext): fc.Arbitrary<unknown[]> {
  return fc
    .tuple(fc.tuple(...input.args(context)), fc.array(actionValue, { maxLength: 2 }))
    .map(([args, extra]) => [...args, ...extra])
    .filter((args) => !input.accepts?.(args));
}
