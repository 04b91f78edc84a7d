import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  EmailBodySchema,
  LoginBodySchema,
  LoginDataSchema,
  RegisterBodySchema,
  RegisterDataSchema,
  ResetPasswordBodySchema,
  VerifyEmailDataSchema,
  VerifyEmailParamsSchema,
} from '@omni/shared/contracts';
import { MessageKey } from '@omni/shared/errors';
import { ok, responses } from '../../http/envelope';
import { currentSession } from '../../plugins/auth';
import { authRateLimit } from '../../plugins/rate-limit';
import { passwordHasher, type PasswordHashing } from './password-hashing';
import { createAuthService } from './service';

const tags = ['auth'];

export interface AuthRoutesOptions {
  /** argon2id's cost for new hashes; OWASP's when absent (buildApp's `passwordHashing`). */
  passwordHashing?: PasswordHashing | undefined;
}

export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, options) => {
  const auth = createAuthService(app.ctx, passwordHasher(options.passwordHashing));

  app.post(
    '/auth/register',
    {
      schema: { tags, body: RegisterBodySchema, response: responses(RegisterDataSchema) },
      config: authRateLimit(app, 'register'),
    },
    async (request) => {
      const locale = request.headers.locale;
      const data = await auth.register(request.body, Array.isArray(locale) ? locale[0] : locale);
      return ok(data, MessageKey.Registered);
    },
  );

  app.post(
    '/auth/send-verification-email',
    {
      schema: { tags, body: EmailBodySchema, response: responses(Type.Null()) },
      config: authRateLimit(app, 'send-verification-email'),
    },
    async (request) => {
      await auth.sendVerificationEmail(request.body.email);
      return ok(null, MessageKey.VerificationEmailSent);
    },
  );

  app.get(
    '/auth/verify-email/:id/:code',
    {
      schema: { tags, params: VerifyEmailParamsSchema, response: responses(VerifyEmailDataSchema) },
    },
    async (request) => {
      const { alreadyVerified } = await auth.verifyEmail(request.params.id, request.params.code);
      return ok(
        { verified: true as const },
        alreadyVerified ? MessageKey.EmailAlreadyVerified : MessageKey.EmailVerified,
      );
    },
  );

  app.post(
    '/auth/login',
    {
      schema: { tags, body: LoginBodySchema, response: responses(LoginDataSchema) },
      config: authRateLimit(app, 'login'),
    },
    async (request) => ok(await auth.login(request.body.email, request.body.password, request.ip)),
  );

  app.post(
    '/auth/logout',
    { auth: true, schema: { tags, response: responses(Type.Null()) } },
    async (request) => {
      await auth.logout(currentSession(request));
      return ok(null, MessageKey.LoggedOut);
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: { tags, body: EmailBodySchema, response: responses(Type.Null()) },
      config: authRateLimit(app, 'forgot-password'),
    },
    async (request) => {
      await auth.forgotPassword(request.body.email);
      return ok(null, MessageKey.PasswordResetEmailSent);
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: { tags, body: ResetPasswordBodySchema, response: responses(Type.Null()) },
      config: authRateLimit(app, 'reset-password'),
    },
    async (request) => {
      await auth.resetPassword(request.body.token, request.body.password);
      return ok(null, MessageKey.PasswordChanged);
    },
  );
};
