// A form the browser posts itself (no JavaScript, or pressed before the page's code ran) may land on a page of its
// own: the action answers with a redirect there (post, redirect, get) and the outcome rides along in a cookie
// scoped to that page's path, sealed with the session secret (nobody can make the page say a text of their
// choosing) and short-lived; proxy.ts hands it to that load and expires it, and the page writes it where the form
// is, so a reload shows the page without it. For a form whose own state the page cannot show: a Suspense
// boundary's content that a script reveals stays hidden without scripts (docs/decisions/0113).
import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { sessionOptions } from '../session-config';
import { landingOutcomeCookie, landingOutcomeHeader } from './landing-outcome-names';

export interface LandingOutcome {
  ok: boolean;
  message: string;
}

/** Enough for the redirect it rides on; a seal older than this opens to nothing. */
const ttlSeconds = 60;

/** Next's router calls an action with a Next-Action header; a form the browser posts itself names the action in its fields. */
export async function postedByTheBrowser(): Promise<boolean> {
  return !(await headers()).has('next-action');
}

/** Sends the browser to `path` (a same-origin path), which shows `outcome` once. */
export async function landOn(path: string, outcome: LandingOutcome | null): Promise<never> {
  if (outcome) {
    const { password, cookieOptions } = sessionOptions();
    const sealed = await sealData(outcome, { password, ttl: ttlSeconds });
    (await cookies()).set(landingOutcomeCookie, sealed, { path, httpOnly: true, sameSite: 'lax', secure: cookieOptions?.secure, maxAge: ttlSeconds });
  }
  redirect(path);
}

/** The outcome of the form that landed on this page; null for none (or an altered or expired one). */
export async function landedOutcome(): Promise<LandingOutcome | null> {
  const sealed = (await headers()).get(landingOutcomeHeader);
  if (!sealed || sealed.length > 4000) return null;
  try {
    const data = await unsealData<Partial<LandingOutcome>>(sealed, { password: sessionOptions().password, ttl: ttlSeconds });
    return typeof data.ok === 'boolean' && typeof data.message === 'string' && data.message ? { ok: data.ok, message: data.message } : null;
  } catch {
    return null;
  }
}
