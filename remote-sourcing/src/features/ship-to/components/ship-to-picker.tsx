import { Button, Drawer, Empty, Input, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@omni/shared/ui';
import { CountryFlag } from './country-flag';
import { matchesCountry, shipToCountries, type ShipToCountry } from '@omni/shared/format';

export interface ShipToPickerProps {
  /** ISO code of the chosen country. */
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}

function CountryLabel({ country }: { country: ShipToCountry }) {
  return (
    <span className="omni-ship-to-label">
      <CountryFlag code={country.code} /> {country.name}{' '}
      <bdi className="omni-ship-to-code">({country.label})</bdi>
    </span>
  );
}

/**
 * The ship-to country picker (spec 001 §2): a searchable dropdown on desktop, a bottom sheet on
 * mobile (under 768 px). Search matches the name (UI language or English) or the code; GB is
 * shown as UK.
 */
export function ShipToPicker({ value, onChange, disabled }: ShipToPickerProps) {
  const { t, i18n } = useTranslation('sourcing');
  const mobile = useIsMobile();
  const countries = useMemo(() => shipToCountries(i18n.language), [i18n.language]);
  const current = countries.find((country) => country.code === value);
  if (mobile)
    return (
      <ShipToSheet
        countries={countries}
        current={current}
        onChange={onChange}
        disabled={disabled}
      />
    );
  return (
    <Select
      data-testid="ship-to-picker"
      aria-label={t('shipTo.label')}
      value={value}
      disabled={disabled}
      onChange={onChange}
      style={{ minWidth: 220 }}
      popupMatchSelectWidth={280}
      prefix={t('shipTo.prefix')}
      showSearch={{
        filterOption: (input, option) => (option ? matchesCountry(option.country, input) : false),
      }}
      options={countries.map((country) => ({
        value: country.code,
        country,
        label: <CountryLabel country={country} />,
      }))}
      notFoundContent={<Empty description={t('shipTo.noMatch')} />}
    />
  );
}

function ShipToSheet({
  countries,
  current,
  onChange,
  disabled,
}: {
  countries: ShipToCountry[];
  current: ShipToCountry | undefined;
  onChange: (code: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('sourcing');
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const shown = countries.filter((country) => matchesCountry(country, query));
  const choose = (code: string) => {
    setOpen(false);
    setQuery('');
    onChange(code);
  };
  return (
    <>
      <Button
        data-testid="ship-to-picker"
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {t('shipTo.prefix')} {current ? <CountryLabel country={current} /> : null}
      </Button>
      <Drawer
        open={open}
        placement="bottom"
        size="70vh"
        title={t('shipTo.label')}
        onClose={() => setOpen(false)}
        data-testid="ship-to-sheet"
      >
        <Input.Search
          autoFocus
          allowClear
          aria-label={t('shipTo.search')}
          placeholder={t('shipTo.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          style={{ marginBottom: 12 }}
        />
        {shown.length === 0 ? (
          <Empty description={t('shipTo.noMatch')} />
        ) : (
          <ul role="listbox" aria-label={t('shipTo.label')} className="omni-ship-to-list">
            {shown.map((country) => (
              <li key={country.code} role="option" aria-selected={country.code === current?.code}>
                <Button
                  type={country.code === current?.code ? 'primary' : 'text'}
                  block
                  style={{ justifyContent: 'flex-start' }}
                  data-testid={`ship-to-option-${country.label}`}
                  onClick={() => choose(country.code)}
                >
                  <CountryLabel country={country} />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Drawer>
    </>
  );
}
