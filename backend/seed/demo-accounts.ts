// The demo accounts seeded into an empty embedded database: the one list tests and docs read.
import { roles, type Permission, type UserType } from '@/contract/auth';

export const demoPassword = 'demo1234';

export const demoTenants = {
  demo: 'Demo Lockers',
  enterprise: 'Empresa Demo',
  /** A business that just joined: a locker, no credits yet (a booking there is refused with "Saldo Insuficiente"). */
  newcomer: 'Comercio Nuevo',
} as const;

export interface DemoAccount {
  email: string;
  tenant: keyof typeof demoTenants;
  type: UserType;
  /** Role name of spec §6 (`resident` for residents). */
  role: keyof typeof roles | 'resident';
  permissions: readonly Permission[];
  name: string;
  lastName: string;
}

export const demoAccounts = {
  admin: {
    email: 'admin@demo.test',
    tenant: 'demo',
    type: 'Usuario',
    role: 'administrator',
    permissions: ['*'],
    name: 'Ana',
    lastName: 'Admin',
  },
  operator: {
    email: 'operador@demo.test',
    tenant: 'demo',
    type: 'Usuario',
    role: 'operator',
    permissions: ['booking-show', 'booking-create', 'booking-edit', 'booking-excel', 'billing-show'],
    name: 'Oscar',
    lastName: 'Operador',
  },
  deliveryMan: {
    email: 'repartidor@demo.test',
    tenant: 'demo',
    type: 'Usuario',
    role: 'deliveryMan',
    permissions: ['booking-show'],
    name: 'Rita',
    lastName: 'Repartidora',
  },
  enterpriseAdmin: {
    email: 'empresa@demo.test',
    tenant: 'enterprise',
    type: 'Usuario',
    role: 'administrator',
    permissions: ['*'],
    name: 'Elena',
    lastName: 'Empresa',
  },
  newcomer: {
    email: 'nuevo@demo.test',
    tenant: 'newcomer',
    type: 'Usuario',
    role: 'administrator',
    permissions: ['*'],
    name: 'Nicolás',
    lastName: 'Nuevo',
  },
  resident: {
    email: 'residente@demo.test',
    tenant: 'demo',
    type: 'Residente',
    role: 'resident',
    permissions: [],
    name: 'Raúl',
    lastName: 'Residente',
  },
} as const satisfies Record<string, DemoAccount>;
