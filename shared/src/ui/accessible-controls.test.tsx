import { render } from '@testing-library/react';
import { Input, InputNumber, Pagination, Select } from 'antd';
import { NUMBER_STEP_CONTROLS, RatingStars, usePagerItemRender } from './accessible-controls';
import { renderableWithProviders } from './test-providers';

function Pager() {
  return <Pagination total={50} defaultCurrent={2} itemRender={usePagerItemRender()} />;
}

/**
 * Each antd icon the page shows: the English name antd gives it (class anticon-<name>), and
 * whether assistive technology would still read that name (not hidden, not renamed).
 */
function englishIconNames(root: HTMLElement): string[] {
  return [...root.querySelectorAll<HTMLElement>('.anticon')].flatMap((icon) => {
    const name = [...icon.classList].find((c) => c.startsWith('anticon-') && c !== 'anticon-spin');
    const english = name?.slice('anticon-'.length);
    const hidden = icon.closest('[aria-hidden="true"], [role="img"]:not(.anticon)') !== null;
    return !hidden && english && icon.getAttribute('aria-label') === english ? [english] : [];
  });
}

describe('antd controls name no icon in English (issue 15)', () => {
  it('selects, passwords, search boxes, pagers, number steps and ratings, in Arabic', async () => {
    const { wrap } = await renderableWithProviders('ar');
    const view = render(
      wrap(
        <>
          <Select aria-label="x" options={[{ value: 1, label: 'one' }]} value={1} />
          <Select aria-label="y" mode="multiple" allowClear options={[]} value={[]} />
          <Input.Password aria-label="p" />
          <Input.Search aria-label="s" enterButton />
          <Pager />
          <InputNumber aria-label="n" controls={NUMBER_STEP_CONTROLS} />
          <RatingStars value={4.5} />
        </>,
      ),
    );
    // the providers' icons arrive with the first render; the pager and rating with theirs
    expect(view.container.querySelectorAll('.anticon').length).toBeGreaterThan(5);
    expect(englishIconNames(view.container)).toEqual([]);
    // the search button and the pager's arrows say what they do, in Arabic
    expect(view.getByRole('button', { name: 'بحث' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'الصفحة السابقة' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'الصفحة التالية' })).toBeInTheDocument();
    expect(view.getByRole('img', { name: 'التقييم 4.5 من 5' })).toBeInTheDocument();
    // the number input's step buttons too (rc-input-number names them in English itself)
    expect(view.getByRole('button', { name: 'زيادة القيمة' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'إنقاص القيمة' })).toBeInTheDocument();
    expect(view.queryByRole('button', { name: /Value/ })).toBeNull();
  });
});
