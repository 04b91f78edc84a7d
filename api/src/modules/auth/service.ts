import { BodyStatus, MessageKey } from '@omni/shared/errors';
import {
  LANGUAGE_CODES,
  type LanguageCode,
  type LoginData,
  type RegisterBody,
} from '@omni/shared/contracts';
import { AppError, badRequest } from '../../http/app-error';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AppContext } from '../../plugins/app-context';
import {
  alreadyRegisteredMail,
  passwordResetMail,
  verificationMail,
} from '../../integrations/mailer/render-mail';
import { passwordHasher, type PasswordHasher } from './password-hashing';
import {
  consumeEmailToken,
  findEmailToken,
  findUserByEmail,
  findUserById,
  insertEmailToken,
  insertUserWithWorkplace,
  markEmailVerified,
  updatePasswordHash,
} from './repository';
import { LoginThrottle } from './login-throttle';
import { hashSecretToken, newSecretToken } from './secret-tokens';
import {
  insertSession,
  revokeAllSessions,
  revokeSession,
  type ActiveSession,
} from './session-repository';
import { isUuid } from '../../http/is-uuid';

const HOUR_MS = 3_600_000;
const VERIFICATION_TTL_MS = 24 * HOUR_MS;
const RESET_TTL_MS = HOUR_MS;
const DEFAULT_WORKPLACE_NAME = 'My Workplace';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toLanguage(value: string | undefined): LanguageCode {
  const match = LANGUAGE_CODES.find((code) => code.toLowerCase() === value?.trim().toLowerCase());
  return match ?? 'en';
}

/** `passwords`: OWASP's argon2id unless the API tests' kit gave buildApp a cheaper cost. */
export function createAuthService(ctx: AppContext, passwords: PasswordHasher = passwordHasher()) {
  const { db, mailer, config, now } = ctx;
  const throttle = new LoginThrottle(config.loginThrottle, now);
  // Verified against when the e-mail is unknown, so a login takes as long either way (same cost).
  let dummyHash: Promise<string> | null = null;

  async function sendVerification(user: {
    id: string;
    email: string;
    firstName: string;
    language: string;
  }) {
    const code = newSecretToken();
    await insertEmailToken(
      db,
      user.id,
      'verification',
      hashSecretToken(code),
      new Date(now().getTime() + VERIFICATION_TTL_MS),
    );
    const link = `${config.appUrl}/auth/email-verification?id=${encodeURIComponent(user.id)}&code=${encodeURIComponent(code)}`;
    await mailer.send(
      verificationMail(toLanguage(user.language), user.email, user.firstName, link),
    );
  }

  async function passwordResetLink(userId: string): Promise<string> {
    const token = newSecretToken();
    await insertEmailToken(
      db,
      userId,
      'password_reset',
      hashSecretToken(token),
      new Date(now().getTime() + RESET_TTL_MS),
    );
    return `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  }

  async function tellOwnerOfSignUp(user: {
    id: string;
    email: string;
    firstName: string;
    language: string;
  }) {
    const link = await passwordResetLink(user.id);
    await mailer.send(
      alreadyRegisteredMail(toLanguage(user.language), user.email, user.firstName, link),
    );
  }

  return {
    /**
     * The same answer whether or not the address has an account, so sign-up tells no one who is a
     * customer; the owner of an existing account hears of the attempt by e-mail instead.
     */
    async register(body: RegisterBody, locale: string | undefined) {
      const email = normalizeEmail(body.email);
      const existing = await findUserByEmail(db, email);
      // Hashed either way, so the answer takes as long either way.
      const passwordHash = await passwords.hash(body.password);
      if (existing) {
        await tellOwnerOfSignUp(existing);
        return { email };
      }
      const user = await insertUserWithWorkplace(db, {
        email,
        passwordHash,
        firstName: body.first_name?.trim() ?? '',
        lastName: body.last_name?.trim() ?? '',
        language: toLanguage(locale),
        workplaceName: DEFAULT_WORKPLACE_NAME,
      }).catch(async (error: unknown) => {
        // Two sign-ups of one address at once: the unique index decides; the loser is answered
        // like any sign-up of a known address.
        if (!isUniqueViolation(error)) throw error;
        const winner = await findUserByEmail(db, email);
        if (winner) await tellOwnerOfSignUp(winner);
        return null;
      });
      if (user) await sendVerification(user);
      return { email };
    },

    /** Same answer whether or not the address exists or is already verified. */
    async sendVerificationEmail(rawEmail: string) {
      const user = await findUserByEmail(db, normalizeEmail(rawEmail));
      if (user && !user.emailVerifiedAt) await sendVerification(user);
    },

    async verifyEmail(userId: string, code: string): Promise<{ alreadyVerified: boolean }> {
      const invalid = badRequest(MessageKey.InvalidOrExpiredLink);
      if (!isUuid(userId)) throw invalid;
      const token = await findEmailToken(db, 'verification', hashSecretToken(code));
      if (!token || token.userId !== userId) throw invalid;
      const user = await findUserById(db, userId);
      if (!user) throw invalid;
      // A second click on a link that already worked (or a re-rendered page) is not an error.
      if (token.usedAt && user.emailVerifiedAt) return { alreadyVerified: true };
      if (!(await consumeEmailToken(db, token.id, now()))) throw invalid;
      await markEmailVerified(db, userId, now());
      return { alreadyVerified: false };
    },

    async login(rawEmail: string, password: string, ip: string): Promise<LoginData> {
      const email = normalizeEmail(rawEmail);
      throttle.assertAllowed(ip, email);
      const user = await findUserByEmail(db, email);
      if (!user) {
        dummyHash ??= passwords.hash('not-a-real-password-1');
        await passwords.verify(await dummyHash, password);
        throttle.recordFailure(ip, email);
        throw badRequest(MessageKey.InvalidCredentials);
      }
      if (!(await passwords.verify(user.passwordHash, password))) {
        throttle.recordFailure(ip, email);
        throw badRequest(MessageKey.InvalidCredentials);
      }
      throttle.clearAccount(email);
      if (!user.emailVerifiedAt)
        throw new AppError(BodyStatus.EMAIL_NOT_VERIFIED, MessageKey.EmailNotVerified);
      const token = newSecretToken();
      const expiresAt = new Date(now().getTime() + config.sessionTtlDays * 24 * HOUR_MS);
      await insertSession(db, user.id, hashSecretToken(token), expiresAt);
      return { token, expires_at: expiresAt.toISOString() };
    },

    async logout(session: ActiveSession) {
      await revokeSession(db, session.sessionId, now());
    },

    /** Always answers OK; only a known address gets a mail. */
    async forgotPassword(rawEmail: string) {
      const user = await findUserByEmail(db, normalizeEmail(rawEmail));
      if (!user) return;
      const link = await passwordResetLink(user.id);
      await mailer.send(
        passwordResetMail(toLanguage(user.language), user.email, user.firstName, link),
      );
    },

    /** Sets the password, proves the mailbox (verifies the address) and signs out every session. */
    async resetPassword(token: string, password: string) {
      const match = await findEmailToken(db, 'password_reset', hashSecretToken(token));
      if (!match || !(await consumeEmailToken(db, match.id, now())))
        throw badRequest(MessageKey.InvalidOrExpiredLink);
      await updatePasswordHash(db, match.userId, await passwords.hash(password), now());
      await markEmailVerified(db, match.userId, now());
      await revokeAllSessions(db, match.userId, now());
      const user = await findUserById(db, match.userId);
      if (user) throttle.clearAccount(user.email);
    },
  };
}
