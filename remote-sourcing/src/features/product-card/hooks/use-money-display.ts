import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount, useExchangeRates } from '@omni/shared/api-client';
import { displayCurrencyFor } from '@omni/shared/money';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import type { MoneyDisplay } from '../utils/card-fields';

/**
 * How prices are shown: in the current workplace's display currency (spec 000 §4, USD by
 * default), converted with the USD rate table, formatted for the UI language. Until the rates
 * arrive prices show in USD (see displayPrice).
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
