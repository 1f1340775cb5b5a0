// Password recovery tells nothing by its timing: on the server as `npm start` runs it (PostgreSQL too with
// TEST_DATABASE_URL), requests for addresses with an account and for unknown ones are sent in pairs (each pair from
// its own client, in random order) and the two distributions compared by their rank statistic (the probability
// that a known address answers slower than an unknown one; 0.5 when they are alike, 0 or 1 when they do not
// overlap, as they did: ~35 ms against 220–430 ms). The bound is wide (4 standard deviations of that statistic for
// identical distributions), so load on the machine cannot fail it, while separated distributions always do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgotPasswordLimits } from '@/backend/modules/account/public-routes';
import { demoAccounts } from '@/backend/seed/demo-accounts';
import { saveFigures } from './support/figures';
import { requestFrom, startNpmServer, type StartedServer } from './support/npm-start';

let server: StartedServer;
beforeAll(async () => {
  server = await startNpmServer();
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

/** P(a known address's answer is slower than an unknown one's), ties counting half (Mann–Whitney U / n·m). */
function probabilitySlower(known: number[], unknown: number[]): number {
  let wins = 0;
  for (const k of known) for (const u of unknown) wins += k > u ? 1 : k === u ? 0.5 : 0;
  return wins / (known.length * unknown.length);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('POST /api/v2/auth/password/forgot timing', () => {
  it('answers known and unknown addresses in the same time (rank statistic within 4 standard deviations of 0.5)', async () => {
    const knownEmails = Object.values(demoAccounts).filter((account) => account.type === 'Usuario').map((account) => account.email);
    const perEmail = forgotPasswordLimits.perEmail.perClient;
    const known: number[] = [];
    const unknown: number[] = [];
    const ask = async (from: string, email: string) => {
      const started = performance.now();
      const reply = await requestFrom(from, `${server.origin}/api/v2/auth/password/forgot`, { method: 'POST', json: { email } });
      const elapsed = performance.now() - started;
      expect(reply.status).toBe(200);
      return elapsed;
    };
    // A warm-up pair, not counted: the first requests compile and open what later ones reuse.
    await ask('127.0.2.1', 'warm-up@test.example');
    let pair = 0;
    for (let round = 0; round < perEmail; round++) {
      for (const email of knownEmails) {
        pair++;
        const from = `127.0.3.${pair}`;
        const stranger = `nobody-${round}-${pair}@test.example`;
        if (Math.random() < 0.5) {
          known.push(await ask(from, email));
          unknown.push(await ask(from, stranger));
        } else {
          unknown.push(await ask(from, stranger));
          known.push(await ask(from, email));
        }
      }
    }
    const statistic = probabilitySlower(known, unknown);
    const n = known.length;
    const m = unknown.length;
    const deviation = Math.sqrt((n + m + 1) / (12 * n * m));
    saveFigures(`recovery-timing`, {
      pairs: n,
      medianKnownMs: Math.round(median(known) * 10) / 10,
      medianUnknownMs: Math.round(median(unknown) * 10) / 10,
      probabilityKnownSlower: Math.round(statistic * 1000) / 1000,
      allowedRange: [0.5 - 4 * deviation, 0.5 + 4 * deviation].map((value) => Math.round(value * 1000) / 1000),
    });
    expect(Math.abs(statistic - 0.5)).toBeLessThan(4 * deviation);
  }, 180_000);
});
