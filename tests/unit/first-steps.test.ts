// The dashboard's first steps come from the business's data: done when the data says so, gone when all are done.
import { describe, expect, it } from 'vitest';
import { firstSteps } from '@/lib/dashboard/first-steps';

const everything = { buyCredits: true, createBookings: true, inviteTeam: true };
const state = (steps: ReturnType<typeof firstSteps>) => steps && Object.fromEntries(steps.map((s) => [s.id, s.done]));

describe('first steps', () => {
  it('a business just registered has all three to do, each with its link', () => {
    const steps = firstSteps({ credits: 0, bookings: 0, teamUsers: 1 }, everything);
    expect(state(steps)).toEqual({ credits: false, booking: false, team: false });
    expect(steps!.map((s) => s.href)).toEqual(['/estado-de-cuenta?recargar=1', '/reservas?nuevo=1', '/usuarios?nuevo=1']);
  });

  it('ticks each step as the data shows it done', () => {
    expect(state(firstSteps({ credits: 4000, bookings: 0, teamUsers: 1 }, everything))).toEqual({ credits: true, booking: false, team: false });
    expect(state(firstSteps({ credits: 3878, bookings: 1, teamUsers: 1 }, everything))).toEqual({ credits: true, booking: true, team: false });
  });

  it('counts credits spent on bookings as bought', () => {
    expect(state(firstSteps({ credits: 0, bookings: 3, teamUsers: 1 }, everything))).toEqual({ credits: true, booking: true, team: false });
  });

  it('goes away once every step is done', () => {
    expect(firstSteps({ credits: 10, bookings: 1, teamUsers: 2 }, everything)).toBeNull();
  });

  it('offers only the steps the user may take', () => {
    expect(state(firstSteps({ credits: 0, bookings: 0, teamUsers: null }, { buyCredits: false, createBookings: true, inviteTeam: false }))).toEqual({ booking: false });
    expect(firstSteps({ credits: 0, bookings: null, teamUsers: null }, { buyCredits: false, createBookings: false, inviteTeam: false })).toBeNull();
  });
});
