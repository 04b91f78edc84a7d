import { atom, type PrimitiveAtom, type WritableAtom } from 'jotai';
import type { AccountStatistic, ExchangeRates, UnreadCounts, User } from '../contracts';
import { getSession, type SessionStore } from './session-store';

type StoredAtom = WritableAtom<string | null, [string | null], void>;

/**
 * An atom mirroring one session value: read from storage until first written, written through
 * to storage so a reload (or another remote reading the session) sees the same value.
 */
function sessionBackedAtom(
  read: (session: SessionStore) => string | null,
  write: (session: SessionStore, value: string | null) => void,
): StoredAtom {
  // `undefined` means "not written in this store yet: ask the session"
  const written = atom<string | null | undefined>(undefined);
  return atom(
    (get) => {
      const value = get(written);
      return value === undefined ? read(getSession()) : value;
    },
    (_get, set, value: string | null) => {
      write(getSession(), value);
      set(written, value);
    },
  );
}

/** Bearer token of the signed-in user (cookie or session storage, spec 000 §4). */
export const sessionTokenAtom = sessionBackedAtom(
  (session) => session.getToken(),
  (session, value) => session.setToken(value),
);

/** Id of the current store (stored). */
export const currentShopIdAtom = sessionBackedAtom(
  (session) => session.getShopId(),
  (session, value) => session.setShopId(value),
);

/** Id of the current workplace (stored); its presence makes the workspace version v2. */
export const currentWorkspaceIdAtom = sessionBackedAtom(
  (session) => session.getWorkspaceId(),
  (session, value) => session.setWorkspaceId(value),
);

/** Signs out of the session: clears token, shop id, workspace id and reconnect flag, in storage and atoms. */
export const clearSessionAtom = atom(null, (_get, set) => {
  getSession().clear();
  set(sessionTokenAtom, null);
  set(currentShopIdAtom, null);
  set(currentWorkspaceIdAtom, null);
});

/** The account of the signed-in user (GET auth/account), null when signed out or not loaded yet. */
export const userInfoAtom: PrimitiveAtom<User | null> = atom<User | null>(null);

export const EMPTY_UNREAD_COUNTS: UnreadCounts = { total: 0, product: 0, supplier: 0, order: 0 };
/** Unread notifications by type, for the bell and the notifications page. */
export const unreadCountsAtom = atom<UnreadCounts>(EMPTY_UNREAD_COUNTS);

export const EMPTY_ACCOUNT_COUNTS: AccountStatistic = {
  import_list: 0,
  product_list: 0,
  order_list: 0,
};
/** Import-list, my-product and order counts for the side-menu badges. */
export const accountCountsAtom = atom<AccountStatistic>(EMPTY_ACCOUNT_COUNTS);

/** USD → currency rates keyed 'USD' + code (spec 000 §3); empty until loaded. */
export const exchangeRatesAtom = atom<ExchangeRates['rates']>({});

/** Ids of the products the user marked as favourite in this session. */
export const favoriteProductsAtom = atom<readonly string[]>([]);

/** Display currency: follows the workplace currency, USD by default (spec 000 §4). */
export const selectedCurrencyAtom = atom<string>('USD');

/** Whether the user has tracking set up (tracking center entry points). */
export const hasTrackingAtom = atom<boolean>(false);
