import type { FastifyInstance } from 'fastify';
import type { User } from '@omni/shared/contracts';
import type { Database } from '../db/database';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoMerchant } from '../db/seed/demo-merchant';
import { logIn } from './accounts';
import { call } from './test-app';

/** Seeds the demo merchant and signs in: token plus the ids of its two workplaces and stores. */
export async function demoMerchant(app: FastifyInstance, db: Database) {
  await seedDemoMerchant(db, new Date());
  const token = await logIn(app, DEMO_EMAIL, DEMO_PASSWORD);
  const { body } = await call<User>(app, 'GET', '/api/auth/account', { token });
  const user = body.data!;
  const demo = user.workplaces.find((w) => w.name === 'Demo Workplace')!;
  const second = user.workplaces.find((w) => w.name === 'Second Workplace')!;
  return { token, user, demoWorkplaceId: demo.id, secondWorkplaceId: second.id };
}
