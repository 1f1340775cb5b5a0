'use client';
// The tab's test bookings (spec §4: reference "Prueba", kept in sessionStorage, never sent to the server) as
// the first rows of the server-rendered bookings table. Texts and the column list come from the server. The
// code that draws them is fetched only when the tab has test bookings (test-booking-row-list.tsx).
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { testBookingsStore } from '@/lib/bookings/test-booking';
import type { TestRowLabels } from './test-booking-row-list';

export type { TestRowLabels };

const TestBookingRowList = lazy(() => import('./test-booking-row-list'));

export interface TestBookingRowsProps {
  columns: { id: string; className?: string }[];
  labels: TestRowLabels;
  locale: string;
  timeZone: string;
}

export function TestBookingRows(props: TestBookingRowsProps) {
  const bookings = useSyncExternalStore(testBookingsStore.subscribe, testBookingsStore.getSnapshot, testBookingsStore.getServerSnapshot);
  if (bookings.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <TestBookingRowList {...props} bookings={bookings} />
    </Suspense>
  );
}
