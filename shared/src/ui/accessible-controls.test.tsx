import { act, render, screen, waitFor } from '@testing-library/react';
import {
  Alert,
  App,
  Form,
  Input,
  InputNumber,
  Pagination,
  Popconfirm,
  Progress,
  Result,
  Select,
  Steps,
  Table,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { NUMBER_STEP_CONTROLS, RatingStars } from './accessible-controls';
import { renderableWithProviders } from './test-providers';

/** A table over one page (the product editor's pricing over 50 variants): antd's own pager. */
function PagedTable() {
  const rows = Array.from({ length: 60 }, (_, id) => ({ id }));
  return (
    <Table
      rowKey="id"
      dataSource={rows}
      columns={[{ key: 'id', dataIndex: 'id', title: '#' }]}
      pagination={{ pageSize: 50 }}
    />
  );
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
          <Pagination total={50} defaultCurrent={2} />
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

describe('antd pagers, wherever antd draws one (issue 15)', () => {
  it("a table's pager, one shown later and one with 5-page jumps: named in Arabic, no English icon", async () => {
    const { wrap } = await renderableWithProviders('ar');
    function Later() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setShown(true)}>
            show
          </button>
          {shown && <Pagination total={500} defaultCurrent={25} />}
        </>
      );
    }
    const view = render(
      wrap(
        <>
          <PagedTable />
          <Later />
        </>,
      ),
    );
    expect(englishIconNames(view.container)).toEqual([]);
    expect(view.getByRole('button', { name: 'الصفحة السابقة' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'الصفحة التالية' })).toBeInTheDocument();

    act(() => view.getByRole('button', { name: 'show' }).click());
    await waitFor(() =>
      expect(view.getAllByRole('button', { name: 'الصفحة التالية' })).toHaveLength(2),
    );
    // the jumps' double arrows too: the item itself is named by its title
    expect(
      view.container.querySelectorAll('.anticon-double-left, .anticon-double-right'),
    ).toHaveLength(2);
    expect(englishIconNames(view.container)).toEqual([]);
  });

  it('names the buttons again when the language changes', async () => {
    // German to French: the same direction, so antd keeps its buttons and changes their titles
    const { wrap, i18n } = await renderableWithProviders('de');
    const view = render(wrap(<PagedTable />));
    expect(view.getByRole('button', { name: 'Nächste Seite' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('fr'));
    await waitFor(() =>
      expect(view.getByRole('button', { name: 'Page suivante' })).toBeInTheDocument(),
    );
    expect(view.getByRole('button', { name: 'Page précédente' })).toBeInTheDocument();
  });
});

describe('antd status and decoration icons, wherever antd draws one (issue 15)', () => {
  /** Opens toasts, a notification and a confirm dialog once shown, as the app's calls do. */
  function ToastAndConfirm() {
    const { message, modal, notification } = App.useApp();
    useEffect(() => {
      void message.success('تم إنشاء مساحة العمل');
      notification.warning({ title: 'انتهت صلاحية الربط' });
      void message.error('تعذر الحفظ');
      modal.confirm({ title: 'حذف؟', content: 'لا يمكن التراجع' });
    }, [message, modal, notification]);
    return null;
  }

  it('toasts, notifications, confirms, alerts, results, steps, progress, form feedback, sorters, copy buttons: no English icon', async () => {
    const { wrap } = await renderableWithProviders('ar');
    render(
      wrap(
        <>
          <Alert type="success" showIcon title="تم" />
          <Alert type="error" showIcon title="خطأ" />
          <Result status="success" title="تم الدفع" />
          <Progress percent={100} aria-label="الرفع" />
          <Progress percent={40} status="exception" aria-label="الدفع" />
          <Steps current={1} items={[{ title: 'أ' }, { title: 'ب' }]} />
          <Form>
            <Form.Item label="الاسم" hasFeedback validateStatus="success">
              <Input />
            </Form.Item>
          </Form>
          <Table
            rowKey="id"
            dataSource={[{ id: 1 }]}
            columns={[{ key: 'id', dataIndex: 'id', title: '#', sorter: true }]}
          />
          <Typography.Text copyable={{ text: 'AB123', tooltips: ['نسخ الرابط', 'تم النسخ'] }}>
            AB123
          </Typography.Text>
          <Popconfirm title="متأكد؟" open>
            <button type="button">حذف</button>
          </Popconfirm>
          <ToastAndConfirm />
        </>,
      ),
    );
    await screen.findByText('تم إنشاء مساحة العمل');
    await screen.findByText('لا يمكن التراجع');
    await screen.findByText('انتهت صلاحية الربط');
    await screen.findByText('متأكد؟');
    // toasts, the dialog and the popconfirm render into the body, outside the container
    await waitFor(() => expect(englishIconNames(document.body)).toEqual([]));
    // the icons are there, only out of the accessibility tree
    expect(document.body.querySelectorAll('.anticon-check-circle').length).toBeGreaterThan(1);
    expect(screen.getByRole('button', { name: 'نسخ الرابط' })).toBeInTheDocument();
  });
});
