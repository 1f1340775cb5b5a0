// Which onboarding dialogs a user meets (docs/domain/bookings.md): terms while not accepted, except when the walkthrough was
// already seen; the training until seen; the menu tour only along with the training.
import { describe, expect, it } from 'vitest';
import { pendingOnboarding } from '@/features/onboarding/pending-onboarding';

const user = (accepted_tc: boolean, seen_walkthrough: Record<string, boolean> = {}, permissions = ['user-accept-tc']) => ({
  accepted_tc,
  permissions,
  extra_data: { seen_walkthrough },
});

describe('pendingOnboarding', () => {
  it('shows the terms, then the training and the tour, to a new user who accepted nothing', () => {
    expect(pendingOnboarding(user(false))).toEqual({ terms: true, training: true, tour: true });
  });

  it('does not show the terms dialog when the walkthrough was already seen, even if the terms are not accepted', () => {
    expect(pendingOnboarding(user(false, { video_cuestionario: true }))).toEqual({ terms: false, training: false, tour: false });
  });

  it('shows the terms when only the menu tour was seen, or the walkthrough was recorded as not seen', () => {
    expect(pendingOnboarding(user(false, { menu: true }))).toEqual({ terms: true, training: true, tour: false });
    expect(pendingOnboarding(user(false, { video_cuestionario: false }))).toMatchObject({ terms: true, training: true });
  });

  it('skips the terms once accepted and the training once seen', () => {
    expect(pendingOnboarding(user(true))).toEqual({ terms: false, training: true, tour: true });
    expect(pendingOnboarding(user(true, { video_cuestionario: true, menu: true }))).toEqual({ terms: false, training: false, tour: false });
  });

  it('does not ask a user who may not accept the terms for the business (user-accept-tc) for them: the training comes first', () => {
    expect(pendingOnboarding(user(false, {}, ['booking-show']))).toEqual({ terms: false, training: true, tour: true });
    expect(pendingOnboarding(user(false, {}, ['*']))).toMatchObject({ terms: true });
  });

  it('never offers the menu tour on its own', () => {
    expect(pendingOnboarding(user(true, { video_cuestionario: true }))).toMatchObject({ tour: false });
  });
});
