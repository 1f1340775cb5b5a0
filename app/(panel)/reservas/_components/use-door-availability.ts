'use client';
// The create modal's free doors per locker and size (lib/bookings/door-availability.ts): read when the modal opens,
// not with the list (whose first render stays as it was), and again after each answer to a create, which may have
// taken the last door of a size. Until it arrives, or when it cannot be read, the form shows no counts and works
// as it would without them.
import { useCallback, useEffect, useState } from 'react';
import { getDoorAvailabilityAction } from '@/lib/bookings/actions/get-door-availability-action';
import type { DoorAvailability } from '@/lib/bookings/free-doors';

export function useDoorAvailability() {
  const [availability, setAvailability] = useState<DoorAvailability | null>(null);
  const refresh = useCallback(() => {
    getDoorAvailabilityAction().then(
      (read) => setAvailability(read),
      () => setAvailability(null),
    );
  }, []);
  useEffect(refresh, [refresh]);
  return { availability, refresh };
}
