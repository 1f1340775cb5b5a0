-- Booking statuses (docs/domain/bookings.md) and door sizes (in mm): reference data every database needs, demo or not.
INSERT INTO "statuses" ("id", "name") VALUES
	(1, 'Pre reserva'),
	(2, 'Reserva'),
	(3, 'Ingresado'),
	(4, 'Retirado'),
	(5, 'Ingreso Vencido'),
	(6, 'Retiro Vencido'),
	(7, 'Pendiente'),
	(8, 'Pendiente cancelada'),
	(9, 'Eliminada'),
	(10, 'Retirado Proveedor'),
	(11, 'Autorizacion retiro'),
	(12, 'Eliminada por pendiente'),
	(13, 'Bloqueada cliente'),
	(14, 'Suspendida'),
	(15, 'Eliminada desde Locker'),
	(16, 'Devolucion'),
	(17, 'Eliminando...'),
	(18, 'Eliminada'),
	(19, 'Ingreso Paqueteria'),
	(20, 'Retiro Paqueteria'),
	(21, 'Revisar Paqueteria');
--> statement-breakpoint
INSERT INTO "sizes" ("id", "name", "height_mm", "width_mm", "depth_mm") VALUES
	(1, 'Pequeño', 90, 340, 470),
	(2, 'Mediano', 210, 340, 470),
	(3, 'Grande', 315, 340, 470);
