import type { EventBus } from '../bus/event-bus';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/database';
import type { TenantScope } from '../db/tenant-scope';
import type { Mailer } from '../integrations/mailer/mailer';
import type { ActiveSession } from '../modules/auth/session-repository';

/** What every module needs, decorated on the Fastify instance by buildApp. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  /** Injectable clock so tests can move time (token expiry). */
  now: () => Date;
  /** Messages to every API and worker process of the deployment (realtime, auth cache). */
  bus: EventBus;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    session: ActiveSession | null;
    workplaceId: string | null;
    /** The request's row-level security scope (ADR 025), narrowed by a workplace route. */
    tenantScope: TenantScope | null;
  }
  interface RouteShorthandOptions {
    /** Require a valid bearer session (401 UNAUTHORIZED otherwise). */
    auth?: boolean;
    /** Require auth and a workplace the caller belongs to (`workplace-id` header; 403 otherwise). */
    workplace?: boolean;
  }
}
