import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import StarFilled from '@ant-design/icons/StarFilled';
import UpOutlined from '@ant-design/icons/UpOutlined';
import { ConfigProvider, Rate, type ConfigProviderProps, type PaginationProps } from 'antd';
import {
  cloneElement,
  isValidElement,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  type CSSProperties,
} from 'react';
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

/**
 * `itemRender` for antd's Pagination: the previous and next buttons say so in the user's language
 * (antd draws them with an arrow icon named "left" / "right" and nothing else).
 *
 *   <Pagination itemRender={usePagerItemRender()} … />
 */
export function usePagerItemRender(): NonNullable<PaginationProps['itemRender']> {
  const { t } = useTranslation('shared');
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const previous = t('controls.previousPage');
  const next = t('controls.nextPage');
  return useMemo(() => {
    const rtl = direction === 'rtl';
    return (_page, type, element) => {
      if ((type !== 'prev' && type !== 'next') || !isValidElement(element)) return element;
      const back = type === 'prev';
      return cloneElement(element as React.ReactElement<Record<string, unknown>>, {
        'aria-label': back ? previous : next,
        children: back !== rtl ? <LeftOutlined aria-hidden /> : <RightOutlined aria-hidden />,
      });
    };
  }, [direction, previous, next]);
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
