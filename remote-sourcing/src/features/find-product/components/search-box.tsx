import { AutoComplete, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSuggestKeywords } from '../api/suggest-keywords';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { MAX_KEYWORD_LENGTH } from '../utils/search-filters';

/** Typing pauses this long before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 250;

export interface SearchBoxProps {
  /** The keyword the list is searched with (from the URL). */
  keyword: string;
  onSearch: (keyword: string) => void;
}

/**
 * The search box with keyword suggestions (GET center/products/suggest-keywords). What is typed
 * stays in the box until searched or cleared; a new keyword from the URL (Back) replaces it.
 */
export function SearchBox({ keyword, onSearch }: SearchBoxProps) {
  const { t } = useTranslation('sourcing');
  const [text, setText] = useState(keyword);
  // suggestions show while typing and close once a search is made (they would cover the filters)
  const [open, setOpen] = useState(false);
  useEffect(() => setText(keyword), [keyword]);
  const typed = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  // asked only while they can be shown: typing has paused in an open box. Not for the keyword
  // a page opens with, nor for one typed and searched within the pause (the box closed): each
  // would be a round trip whose answer no one sees.
  const suggestions = useSuggestKeywords(open && typed === text.trim() ? typed : '');
  const options =
    typed && suggestions.data
      ? suggestions.data.map((item) => ({
          value: item.keyword,
          label: <span data-testid="search-suggestion">{item.keyword}</span>,
        }))
      : [];
  return (
    <AutoComplete
      data-testid="product-search"
      value={text}
      options={options}
      open={open && options.length > 0}
      onChange={(value: string) => {
        setText(value);
        setOpen(true);
      }}
      onBlur={() => setOpen(false)}
      onSelect={(value: string) => {
        setText(value);
        setOpen(false);
        onSearch(value);
      }}
      style={{ width: '100%' }}
    >
      <Input.Search
        type="search"
        aria-label={t('findProduct.searchLabel')}
        placeholder={t('findProduct.searchPlaceholder')}
        maxLength={MAX_KEYWORD_LENGTH}
        allowClear
        enterButton={t('findProduct.searchButton')}
        onSearch={(value, _event, info) => {
          setOpen(false);
          // the clear icon also calls onSearch: an emptied box shows everything again
          if (info?.source === 'clear') onSearch('');
          else onSearch(value);
        }}
      />
    </AutoComplete>
  );
}
