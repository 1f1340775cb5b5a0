// The dashboard's "first steps" for a new business (buy credits, create the first booking, invite the team),
// derived from its real data, never from a flag: a step is done when the data says so, and the list goes away when
// every step the user can take is done. Pure, so the rule is unit-tested (tests/unit/first-steps.test.ts).

export type FirstStepId = 'credits' | 'booking' | 'team';

export interface FirstStep {
  id: FirstStepId;
  done: boolean;
  href: string;
}

export interface FirstStepFacts {
  /** The tenant's balance. */
  credits: number;
  /** The tenant's bookings, or null when the user cannot see them. */
  bookings: number | null;
  /** The tenant's team users (the user included), or null when the user cannot see them. */
  teamUsers: number | null;
}

export interface FirstStepRights {
  buyCredits: boolean;
  createBookings: boolean;
  inviteTeam: boolean;
}

export const firstStepLinks: Record<FirstStepId, string> = {
  credits: '/estado-de-cuenta?recargar=1',
  booking: '/reservas?nuevo=1',
  team: '/usuarios?nuevo=1',
};

/** The steps this user can take, or null when there are none left to do. */
export function firstSteps(facts: FirstStepFacts, can: FirstStepRights): FirstStep[] | null {
  const booked = (facts.bookings ?? 0) > 0;
  const steps: FirstStep[] = [];
  // Credits spent on bookings were bought: a balance back at zero after booking is not a step left to do.
  if (can.buyCredits) steps.push({ id: 'credits', done: facts.credits > 0 || booked, href: firstStepLinks.credits });
  if (can.createBookings && facts.bookings !== null) steps.push({ id: 'booking', done: booked, href: firstStepLinks.booking });
  if (can.inviteTeam && facts.teamUsers !== null) steps.push({ id: 'team', done: facts.teamUsers > 1, href: firstStepLinks.team });
  return steps.some((step) => !step.done) ? steps : null;
}
