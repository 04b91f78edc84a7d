/**
 * The staff accounts of every stand-in shop: who "uses" the sandbox admin. Their ids are the
 * `sub` of the session tokens the admin gives the embedded app, as Shopify's staff user ids are.
 */
export interface StaffMember {
  id: number;
  name: string;
  /** The shop's account owner (Shopify's `account_owner`). */
  accountOwner: boolean;
}

export const STAFF_MEMBERS: readonly StaffMember[] = [
  { id: 42, name: 'Alex Morgan', accountOwner: true },
  { id: 43, name: 'Sam Rivera', accountOwner: false },
  { id: 44, name: 'Jordan Lee', accountOwner: false },
];

/** The staff member a page or call that names none acts as: the account owner. */
export const DEFAULT_STAFF = STAFF_MEMBERS[0]!;

/** The staff member with this id (a query or body value), the default for none, null if unknown. */
export function findStaffMember(id: unknown): StaffMember | null {
  if (id === undefined || id === null || id === '') return DEFAULT_STAFF;
  return STAFF_MEMBERS.find((member) => String(member.id) === String(id)) ?? null;
}
