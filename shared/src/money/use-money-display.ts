import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../api-client/get-account';
import { useExchangeRates } from '../api-client/get-exchange-rates';
import { currentWorkspaceIdAtom } from '../session/atoms';
import type { ExchangeRatesInput } from './convert-price';
import { displayCurrencyFor } from './display-currency';

/** Where prices are shown: the workplace's display currency and the USD rate table. */
export interface MoneyDisplay {
  currency: string;
  rates: ExchangeRatesInput;
  /** UI language, for the number's grouping and decimal mark. */
  locale: string;
}

/**
 * How prices are shown: in the current workplace's display currency (spec 000 §4, USD by
 * default), converted with the USD rate table, formatted for the UI language. Until the rates
 * arrive a caller shows amounts in their own currency rather than a wrong number.
 */
export function useMoneyDisplay(): MoneyDisplay {
  const { i18n } = useTranslation();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  const account = useAccount();
  const rates = useExchangeRates();
  const workplace =
    account.data?.workplaces.find((item) => item.id === workspaceId) ?? account.data?.workplaces[0];
  const currency = displayCurrencyFor(workplace);
  const table = rates.data;
  return useMemo(
    () => ({ currency, rates: table ?? {}, locale: i18n.language }),
    [currency, table, i18n.language],
  );
}
