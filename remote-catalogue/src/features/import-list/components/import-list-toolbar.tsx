import { Input, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_SOURCES } from '@omni/shared/contracts';
import { IMPORT_LIST_SORTS, PUSH_FILTERS } from '@omni/shared/contracts/catalogue';
import { displayCountryCode, shipToCountries } from '@omni/shared/format';
import type { ImportListFilters } from '../utils/import-list-filters';

/** Typing in the search box updates the list after this pause (Enter applies at once). */
const SEARCH_DEBOUNCE_MS = 350;
const ALL = '';

export interface ImportListToolbarProps {
  filters: ImportListFilters;
  onChange: (change: Partial<ImportListFilters>) => void;
}

/** Search by title, the filters (source, ship-to, tag, pushed) and the sort of the import list. */
export function ImportListToolbar({ filters, onChange }: ImportListToolbarProps) {
  const { t, i18n } = useTranslation('catalogue');
  const [search, setSearch] = useState(filters.q);
  const [tag, setTag] = useState(filters.tag ?? '');
  // the URL changed from elsewhere (Back, a link): the boxes follow it
  useEffect(() => setSearch(filters.q), [filters.q]);
  useEffect(() => setTag(filters.tag ?? ''), [filters.tag]);
  useEffect(() => {
    if (search.trim() === filters.q) return;
    const timer = setTimeout(() => onChange({ q: search }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, filters.q, onChange]);
  const countries = useMemo(() => shipToCountries(i18n.language), [i18n.language]);

  return (
    <div className="omni-import-toolbar" data-testid="import-list-toolbar">
      <Input.Search
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onSearch={(value) => onChange({ q: value })}
        placeholder={t('filters.searchPlaceholder')}
        aria-label={t('filters.search')}
        data-testid="import-list-search"
        className="omni-import-toolbar-search"
      />
      <Select<string>
        value={filters.source ?? ALL}
        onChange={(value) =>
          onChange({ source: IMPORT_SOURCES.find((source) => source === value) ?? null })
        }
        aria-label={t('filters.source')}
        data-testid="import-list-source"
        popupMatchSelectWidth={false}
        options={[
          { value: ALL, label: t('filters.allSources') },
          ...IMPORT_SOURCES.map((source) => ({
            value: source,
            label: t(`sources.${source}`, { defaultValue: source }),
          })),
        ]}
      />
      <Select<string>
        showSearch
        optionFilterProp="label"
        value={filters.shipTo ?? ALL}
        onChange={(value) => onChange({ shipTo: value || null })}
        aria-label={t('filters.shipTo')}
        data-testid="import-list-ship-to"
        popupMatchSelectWidth={false}
        options={[
          { value: ALL, label: t('filters.allCountries') },
          ...countries.map((country) => ({
            value: country.code,
            label: `${country.name} (${displayCountryCode(country.code)})`,
          })),
        ]}
      />
      <Input
        allowClear
        value={tag}
        onChange={(event) => {
          setTag(event.target.value);
          if (event.target.value === '') onChange({ tag: null });
        }}
        onPressEnter={() => onChange({ tag })}
        onBlur={() => onChange({ tag })}
        placeholder={t('filters.tag')}
        aria-label={t('filters.tag')}
        data-testid="import-list-tag"
        className="omni-import-toolbar-tag"
      />
      <Select<string>
        value={filters.pushed ?? ALL}
        onChange={(value) =>
          onChange({ pushed: value === 'pushed' || value === 'not_pushed' ? value : null })
        }
        aria-label={t('filters.pushed')}
        data-testid="import-list-pushed"
        popupMatchSelectWidth={false}
        options={[
          { value: ALL, label: t('filters.pushedAll') },
          ...PUSH_FILTERS.map((value) => ({ value, label: t(`filters.pushedOptions.${value}`) })),
        ]}
      />
      <Select<string>
        value={filters.sort}
        onChange={(value) => {
          const sort = IMPORT_LIST_SORTS.find((option) => option === value);
          if (sort) onChange({ sort });
        }}
        aria-label={t('filters.sort')}
        data-testid="import-list-sort"
        popupMatchSelectWidth={false}
        options={IMPORT_LIST_SORTS.map((value) => ({ value, label: t(`filters.sorts.${value}`) }))}
      />
    </div>
  );
}
