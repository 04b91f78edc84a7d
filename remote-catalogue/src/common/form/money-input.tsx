import { InputNumber } from 'antd';
import { currencyDecimals, fromMinorUnits, toMinorUnits } from '@omni/shared/money';
import { NUMBER_STEP_CONTROLS } from '@omni/shared/ui';
import './money-input.css';

export interface MoneyInputProps {
  /** Minor units (cents); null for an empty optional amount. */
  value: number | null;
  currency: string;
  onChange: (minor: number | null) => void;
  label: string;
  disabled?: boolean;
  'data-testid'?: string;
}

/** An amount typed in major units of `currency` (19.99) and kept in minor units (1999). */
export function MoneyInput({
  value,
  currency,
  onChange,
  label,
  disabled = false,
  'data-testid': testId,
}: MoneyInputProps) {
  const decimals = currencyDecimals(currency);
  return (
    <InputNumber<number>
      controls={NUMBER_STEP_CONTROLS}
      value={value === null ? null : fromMinorUnits(value, currency)}
      min={0}
      max={10_000_000}
      step={decimals === 0 ? 1 : 0.01}
      precision={decimals}
      suffix={currency}
      className="omni-money-input"
      onChange={(next) => onChange(next === null ? null : toMinorUnits(next, currency))}
      aria-label={label}
      disabled={disabled}
      data-testid={testId}
      style={{ width: '100%', minWidth: 110 }}
    />
  );
}
