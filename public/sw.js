// Service worker for web push only (no caching): shows each pushed notification and, when it is clicked,
// focuses an open back-office tab or opens one. The payload is {id, title, body, data} (backend deliver-push).
self.addEventListener('push', (event) => {
  let message = { title: 'Notificación', body: '' };
  try {
    message = event.data ? event.data.json() : message;
  } catch {
    message = { title: 'Notificación', body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.id ? `notification-${message.id}` : undefined,
      icon: '/icon.svg',
      data: message.data ?? {},
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const bookingId = event.notification.data && event.notification.data.booking_id;
  const target = bookingId ? `/reservas/${bookingId}` : '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.focus().then(() => open.navigate(target));
      return self.clients.openWindow(target);
    }),
  );
});
