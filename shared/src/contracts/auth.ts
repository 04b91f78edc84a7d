import { Type, type Static } from 'typebox';

/** Password rule of the product: at least 8 characters with a letter and a digit. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** A letter and a digit somewhere; the API reports a violation as FieldInvalid with params.rule. */
export const PASSWORD_PATTERN = '^(?=.*[A-Za-z])(?=.*[0-9]).*$';

export const EmailSchema = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
export const NewPasswordSchema = Type.String({
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  pattern: PASSWORD_PATTERN,
});

// POST auth/register
export const RegisterBodySchema = Type.Object({
  email: EmailSchema,
  password: NewPasswordSchema,
  first_name: Type.Optional(Type.String({ maxLength: 100 })),
  last_name: Type.Optional(Type.String({ maxLength: 100 })),
});
export type RegisterBody = Static<typeof RegisterBodySchema>;
export const RegisterDataSchema = Type.Object({ email: Type.String() });
export type RegisterData = Static<typeof RegisterDataSchema>;

// POST auth/send-verification-email, POST auth/forgot-password
export const EmailBodySchema = Type.Object({ email: EmailSchema });
export type EmailBody = Static<typeof EmailBodySchema>;

// GET auth/verify-email/:id/:code/
export const VerifyEmailParamsSchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  code: Type.String({ minLength: 1, maxLength: 256 }),
});
export type VerifyEmailParams = Static<typeof VerifyEmailParamsSchema>;
export const VerifyEmailDataSchema = Type.Object({ verified: Type.Literal(true) });
export type VerifyEmailData = Static<typeof VerifyEmailDataSchema>;

// POST auth/login
export const LoginBodySchema = Type.Object({
  email: EmailSchema,
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
});
export type LoginBody = Static<typeof LoginBodySchema>;
export const LoginDataSchema = Type.Object({
  token: Type.String(),
  expires_at: Type.String({ format: 'date-time' }),
});
export type LoginData = Static<typeof LoginDataSchema>;

// POST auth/reset-password
export const ResetPasswordBodySchema = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 256 }),
  password: NewPasswordSchema,
});
export type ResetPasswordBody = Static<typeof ResetPasswordBodySchema>;
