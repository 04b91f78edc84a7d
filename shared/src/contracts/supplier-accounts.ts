import { Type, type Static } from 'typebox';

/**
 * Supplier (source) accounts linked to a workplace — the source connection rows of spec 002 §2
 * (AliExpress and CJ account linking, Active badge, Disconnect on hover). Tokens never leave the
 * API: these shapes carry only what the row shows.
 */
export const SUPPLIER_ACCOUNT_SOURCES = ['aliexpress', 'cj'] as const;
export const SupplierAccountSourceSchema = Type.Enum(SUPPLIER_ACCOUNT_SOURCES);
export type SupplierAccountSource = (typeof SUPPLIER_ACCOUNT_SOURCES)[number];

/** active: usable; expired: the source refused the token and it could not be refreshed (relink). */
export const SUPPLIER_ACCOUNT_STATUSES = ['active', 'expired'] as const;
export type SupplierAccountStatus = (typeof SUPPLIER_ACCOUNT_STATUSES)[number];

export const SupplierAccountSchema = Type.Object({
  id: Type.String(),
  source: SupplierAccountSourceSchema,
  /** What identifies the account at the source: seller login id, e-mail … */
  account_name: Type.String(),
  status: Type.Enum(SUPPLIER_ACCOUNT_STATUSES),
  /** Linked to a local stand-in, not the real service: the UI shows a "Sandbox" badge. */
  sandbox: Type.Boolean(),
  linked_at: Type.String({ format: 'date-time' }),
});
export type SupplierAccount = Static<typeof SupplierAccountSchema>;

// GET /supplier-accounts (workplace in the header) — linked accounts of the workplace.
export const SupplierAccountListSchema = Type.Object({
  accounts: Type.Array(SupplierAccountSchema),
});
export type SupplierAccountList = Static<typeof SupplierAccountListSchema>;

// POST /supplier-accounts/aliexpress/authorize → open `url` (AliExpress's consent screen) in a new
// window; AliExpress sends the browser back to our callback, which links the account and
// redirects to `/app/channel?linked=aliexpress` (or `?link_error=<message key>`).
export const SupplierAuthorizeSchema = Type.Object({ url: Type.String() });
export type SupplierAuthorize = Static<typeof SupplierAuthorizeSchema>;

// POST /supplier-accounts/cj/link — CJ API 2.0 links with the account's API key (My CJ →
// Authorization → API → Generate); the e-mail only names the account in the row.
export const LinkCjAccountBodySchema = Type.Object({
  api_key: Type.String({ minLength: 8, maxLength: 200 }),
  email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
});
export type LinkCjAccountBody = Static<typeof LinkCjAccountBodySchema>;

// POST /supplier-accounts/{id}/unlink → the list after the change.
export const SupplierAccountIdParamsSchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
});
