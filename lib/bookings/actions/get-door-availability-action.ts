'use server';
// The create modal's free doors per locker and size, read when it opens and after each create (door-availability.ts):
// the list's first render does not pay for GET /dashboard.
import { defineAction } from '../../actions/define-action';
import { getDoorAvailability } from '../door-availability';

/** The availability, or null when it could not be read (the form then shows no counts). */
export const getDoorAvailabilityAction = defineAction({
  access: ['booking-create'],
  args: () => ({}),
  read: () => getDoorAvailability(),
});
