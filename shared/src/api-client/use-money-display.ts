import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { displayCurrencyFor } from '@omni/shared/money';
import type { MoneyDisplay } from '../money/display-money';
import { currentWorkspaceIdAtom } from '../session/atoms';
import { useAccount } from './get-account';
import { useExchangeRates } from './get-exchange-rates';

/**
 * How prices are shown: in the current workplace's display currency (spec 000 §4, USD by
 * default), converted with the USD rate table, formatted for the UI language. Until the rates
 * arrive a caller shows amounts in their own currency rather than a wrong number. (A hook over
 * the account and rates calls, so it lives here and shared/money stays free of React.)
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
