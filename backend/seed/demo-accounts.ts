// The demo accounts seeded into an empty embedded database: the one list tests and docs read.
import { roles, serviceOperatorScope, type Permission, type UserType } from '@/contract/auth';

export const demoPassword = 'demo1234';

export const demoTenants = {
  demo: 'Demo Lockers',
  enterprise: 'Empresa Demo',
  /** A business that just joined: a locker, no credits yet (a booking there is refused with "Saldo Insuficiente"). */
  newcomer: 'Comercio Nuevo',
  /** The service operator itself (no lockers, no bookings): its staff confirm the other businesses' transfers. */
  operations: 'Lockers Operaciones',
} as const;

export interface DemoAccount {
  email: string;
  tenant: keyof typeof demoTenants;
  type: UserType;
  /** Role name of docs/domain/roles-and-permissions.md (`resident` for residents). */
  role: keyof typeof roles | 'resident';
  permissions: readonly (Permission | typeof serviceOperatorScope)[];
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
    permissions: ['user-login-web', 'user-login-api', 'booking-show', 'booking-create', 'booking-edit', 'booking-excel', 'billing-show'],
    name: 'Oscar',
    lastName: 'Operador',
  },
  deliveryMan: {
    email: 'repartidor@demo.test',
    tenant: 'demo',
    type: 'Usuario',
    role: 'deliveryMan',
    permissions: ['user-login-web', 'user-login-api', 'booking-show'],
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
  /** The service operator's staff: confirms bank-transfer receipts of every other business (contract serviceOperatorScope). */
  serviceOperator: {
    email: 'operaciones@demo.test',
    tenant: 'operations',
    type: 'Usuario',
    role: 'operator',
    permissions: ['user-login-web', 'user-login-api', 'billing-show', serviceOperatorScope],
    name: 'Sofía',
    lastName: 'Operaciones',
  },
  resident: {
    email: 'residente@demo.test',
    tenant: 'demo',
    type: 'Residente',
    role: 'resident',
    permissions: ['user-login-ho'],
    name: 'Raúl',
    lastName: 'Residente',
  },
} as const satisfies Record<string, DemoAccount>;
