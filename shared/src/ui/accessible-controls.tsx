import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import StarFilled from '@ant-design/icons/StarFilled';
import UpOutlined from '@ant-design/icons/UpOutlined';
import { Rate, type ConfigProviderProps } from 'antd';
import { useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * antd's own icons name themselves in English (`<span role="img" aria-label="down">`), and a
 * control drawn with one only (the search button, a pager arrow) takes that name (issue 15).
 * @ant-design/icons has no setting for it (its IconContext carries no label), so antd's icon slots
 * are filled through ConfigProvider, the supported way: decoration is aria-hidden, and the one
 * icon that is a control's whole content (Input.Search's button) says what it does, translated.
 * Components without such a slot get a shared helper below (pager, rating, number steps).
 */
export function useAccessibleIconConfig(): Pick<
  ConfigProviderProps,
  'select' | 'inputPassword' | 'inputSearch'
> {
  const { t } = useTranslation('shared');
  const search = t('controls.search');
  return useMemo(
    () => ({
      select: {
        suffixIcon: <DownOutlined aria-hidden />,
        clearIcon: <CloseCircleFilled aria-hidden />,
        removeIcon: <CloseOutlined aria-hidden />,
        loadingIcon: <LoadingOutlined spin aria-hidden />,
      },
      // the eye is for the mouse only (antd keeps it out of the tab order)
      inputPassword: {
        iconRender: (visible: boolean) =>
          visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />,
      },
      inputSearch: { searchIcon: <SearchOutlined aria-label={search} /> },
    }),
    [search],
  );
}

/** antd's pager items drawn with an icon only: previous, next and the 5-page jumps. */
const PAGER_ITEMS =
  '.ant-pagination-prev, .ant-pagination-next, .ant-pagination-jump-prev, .ant-pagination-jump-next';

/**
 * Where antd draws a status icon beside text that already says it all, and names it in English:
 * a toast's check or cross ("check-circle" beside "Workplace created"), a notification's, an
 * alert's, a result's, a confirm dialog's and a popconfirm's mark, a form field's feedback, a
 * progress bar's end, a finished step's check, a table header's sort carets (the header
 * carries aria-sort), and a copyable text's copy and check icons (the button takes the tooltip's
 * translated words, or antd's, as its name). antd hides its collapse arrows and date picker calendars itself.
 */
const DECORATIVE_ICON_SLOTS = [
  '.ant-message-notice-icon',
  '.ant-notification-notice-icon',
  '.ant-alert-icon',
  '.ant-result-icon',
  '.ant-modal-confirm-body',
  '.ant-popconfirm-message-icon',
  '.ant-form-item-feedback-icon',
  '.ant-progress-indicator',
  '.ant-steps-item-icon',
  '.ant-table-column-sorter',
  '.ant-typography-copy',
].join(', ');

const hideIcons = (within: Element) => {
  for (const icon of within.querySelectorAll('.anticon:not([aria-hidden="true"])'))
    icon.setAttribute('aria-hidden', 'true');
};

/**
 * antd's own icons name themselves in English (issue 15), and in the places below no
 * ConfigProvider setting or prop reaches them for every use (a toast from any of the app's
 * `message` calls, a Table's pager), so every one of them under `root`, there now or added later
 * (popups and toasts render into the body), is handled here:
 * - a pager's previous and next buttons ("left" / "right") and its 5-page jumps ("double-left")
 *   carry antd's translated title ("الصفحة السابقة"): an item's button takes the item's title as
 *   its name and the item's icons leave the accessibility tree (a jump is the item itself, named
 *   by its title, as the keyboard reaches it); a title that changes with the language renames
 *   its button;
 * - the icons of DECORATIVE_ICON_SLOTS leave the accessibility tree: the text beside them says it.
 * Returns the function that stops watching.
 */
export function nameAntdIcons(root: HTMLElement): () => void {
  const namePagerItem = (item: Element) => {
    hideIcons(item);
    const title = item.getAttribute('title');
    const button = item.querySelector('button');
    if (title && button && button.getAttribute('aria-label') !== title)
      button.setAttribute('aria-label', title);
  };
  const visit = (node: Node) => {
    if (!(node instanceof Element)) return;
    const item = node.closest(PAGER_ITEMS);
    if (item) namePagerItem(item);
    for (const inner of node.querySelectorAll(PAGER_ITEMS)) namePagerItem(inner);
    const slot = node.closest(DECORATIVE_ICON_SLOTS);
    if (slot) hideIcons(slot);
    for (const inner of node.querySelectorAll(DECORATIVE_ICON_SLOTS)) hideIcons(inner);
  };
  visit(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') visit(record.target);
      else record.addedNodes.forEach(visit);
    }
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['title'],
  });
  return () => observer.disconnect();
}

/**
 * One of InputNumber's step arrows. rc-input-number draws each arrow inside a `role="button"`
 * named "Increase Value" / "Decrease Value" in English, with no prop to change it (issue 15): the
 * arrow, its only child we render, names that button in the user's language once it is in the
 * page, and again when the language changes. React leaves the name alone afterwards (its own prop
 * never changes), and a remounted button remounts its arrow, which names it again.
 */
function StepArrow({ action }: { action: 'up' | 'down' }) {
  const { t } = useTranslation('shared');
  const name = t(action === 'up' ? 'controls.increaseValue' : 'controls.decreaseValue');
  const icon = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    icon.current?.closest('[role="button"]')?.setAttribute('aria-label', name);
  }, [name]);
  return action === 'up' ? (
    <UpOutlined ref={icon} aria-hidden />
  ) : (
    <DownOutlined ref={icon} aria-hidden />
  );
}

/**
 * `controls` for every antd InputNumber: the step arrows named in the user's language (the arrow
 * keys do the same from the keyboard; the arrows stay out of the tab order, as antd has them).
 *
 *   <InputNumber controls={NUMBER_STEP_CONTROLS} … />
 */
export const NUMBER_STEP_CONTROLS = {
  upIcon: <StepArrow action="up" />,
  downIcon: <StepArrow action="down" />,
};

export interface RatingStarsProps {
  value: number;
  /** What a screen reader says instead of the stars; default "Rated 4.5 out of 5". */
  label?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

/**
 * A rating shown, not asked for: antd's Rate (disabled) as one image named in the user's
 * language, instead of five radio buttons each named "star star" in English.
 */
export function RatingStars({ value, label, style, 'data-testid': testId }: RatingStarsProps) {
  const { t } = useTranslation('shared');
  return (
    <span
      role="img"
      aria-label={label ?? t('controls.rating', { value })}
      data-testid={testId}
      style={{ display: 'inline-block' }}
    >
      {/* the stars are radios even when disabled: out of the tree, the image says it all */}
      <span aria-hidden="true">
        <Rate
          disabled
          allowHalf
          value={value}
          style={style}
          character={<StarFilled aria-hidden />}
        />
      </span>
    </span>
  );
}
