// What a signed-in user still has to go through (docs/domain/bookings.md), decided from the user alone so it can be tested:
// - the terms dialog while the terms are not accepted, unless the walkthrough (video_cuestionario) was already
//   seen: "If the walkthrough was already seen, the dialog does not appear"; and only to who may accept them for the
//   business (user-accept-tc): the others go straight to the training (docs/domain/roles-and-permissions.md);
// - the training video and quiz until seen;
// - the menu tour only with the training, for a new user (never on its own).
import { walkthroughTypes } from '@/contract/account';
import type { Me } from '@/contract/auth';
import { holds } from '@/common/permissions';

export interface PendingOnboarding {
  terms: boolean;
  training: boolean;
  tour: boolean;
}

export function pendingOnboarding(me: Pick<Me, 'accepted_tc' | 'permissions'> & { extra_data: Pick<Me['extra_data'], 'seen_walkthrough'> }): PendingOnboarding {
  const seen = me.extra_data.seen_walkthrough;
  const training = !seen[walkthroughTypes.training];
  return {
    terms: !me.accepted_tc && training && holds(me.permissions, 'user-accept-tc'),
    training,
    tour: training && !seen[walkthroughTypes.menuTour],
  };
}
