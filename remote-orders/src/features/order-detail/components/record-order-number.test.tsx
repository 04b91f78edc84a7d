import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SourceOrder } from '@omni/shared/contracts/orders';
import { okReply, serverErrorReply } from '@omni/shared/remote-testing';
import { PANEL_ORDER_ID, renderSourceOrders, sourceOrder } from '../testing/source-orders-panel';

const ORDER_ID = PANEL_ORDER_ID;
const REFERENCE = `${ORDER_ID}-aliexpress-2`;

/** AliExpress refused the order's second placement as a repeat. */
const repeated = (overrides: Partial<SourceOrder>) =>
  sourceOrder({
    source: 'aliexpress',
    status: 'error',
    order_no: [],
    reference: REFERENCE,
    error: 'error_repeated_order',
    ...overrides,
  });

const render = renderSourceOrders;

const sent = (view: ReturnType<typeof render>) =>
  (view.http.history.put ?? [])
    .filter((c) => c.url === 'orders/order_no/update')
    .map((c) => JSON.parse(c.data as string) as unknown);

/** Types the number over what the field holds and saves. */
async function submitNumber(form: HTMLElement, number: string) {
  const input = within(form).getByLabelText('Supplier order number');
  await userEvent.clear(input);
  await userEvent.type(input, number);
  await userEvent.click(within(form).getByRole('button', { name: 'Save number' }));
}

const dialog = () => screen.findByRole('dialog', { name: 'Record the supplier order number' });

describe('Record supplier order number', () => {
  it('records the number of a repeated AliExpress order, found by our reference, and the detail shows it', async () => {
    const view = render(
      [repeated({})],
      [repeated({ status: 'success', error: null, order_no: ['8190000000000009999'] })],
    );
    view.http.onPut('orders/order_no/update').reply(...okReply({ id: 'x' }));

    // before: our reference, copyable, and no number invented
    expect(await screen.findByTestId('source-order-reference')).toHaveTextContent(REFERENCE);
    expect(screen.getByTestId('source-order-number-missing')).toHaveTextContent('—');
    await userEvent.click(screen.getByTestId('record-order-number'));
    const form = await dialog();
    // the reference to search AliExpress for is in the form too
    expect(within(form).getByTestId('record-order-number-hint')).toHaveTextContent(REFERENCE);

    // the contract's rule, in words, before anything is sent
    await submitNumber(form, '8190;0000');
    expect(
      await within(form).findByText(
        'Use only letters, digits, hyphens and underscores, up to 64 characters.',
      ),
    ).toBeInTheDocument();
    expect(sent(view)).toEqual([]);

    await submitNumber(form, '8190000000000009999');
    await waitFor(() =>
      expect(sent(view)).toEqual([
        { order_id: ORDER_ID, order_source: 'aliexpress', order_no: '8190000000000009999' },
      ]),
    );
    expect(await screen.findByText('Supplier order number saved.')).toBeInTheDocument();
    expect(await screen.findByTestId('source-order-numbers')).toHaveTextContent(
      '8190000000000009999',
    );
    // placed now: nothing left to record
    expect(screen.queryByTestId('record-order-number')).not.toBeInTheDocument();
  });

  it('records every number of a repeated AliExpress order AliExpress split by seller', async () => {
    const numbers = ['9007199254740993', '9007199254740995'];
    const view = render(
      [repeated({})],
      [repeated({ status: 'success', error: null, order_no: numbers })],
    );
    view.http.onPut('orders/order_no/update').reply(...okReply({ id: 'x' }));
    await userEvent.click(await screen.findByTestId('record-order-number'));
    const form = await dialog();
    expect(
      within(form).getByText(
        'If the supplier split the order (one per seller), enter every number, separated by commas.',
        { exact: false },
      ),
    ).toBeInTheDocument();
    await submitNumber(form, numbers.join(', '));
    await waitFor(() =>
      expect(sent(view)).toEqual([
        { order_id: ORDER_ID, order_source: 'aliexpress', order_no: numbers.join(', ') },
      ]),
    );
    expect(await screen.findAllByTestId('source-order-number')).toHaveLength(2);
  });

  it('keeps what was typed when the server fails, and says so', async () => {
    const view = render([
      repeated({ source: 'manual', status: 'success', error: null, reference: null }),
    ]);
    view.http.onPut('orders/order_no/update').reply(...serverErrorReply());
    // ordered by hand: nothing was sent, so no reference and the number is still to record
    expect(await screen.findByTestId('source-order-number-missing')).toHaveTextContent(
      'Not recorded yet',
    );
    expect(screen.getByTestId('source-order-reference-missing')).toHaveTextContent('—');
    await userEvent.click(screen.getByTestId('record-order-number'));
    const form = await dialog();
    expect(within(form).getByTestId('record-order-number-hint')).toHaveTextContent(
      'Enter the number of the order you placed with the supplier yourself.',
    );
    await submitNumber(form, 'SO-2026_77');
    expect(
      await within(form).findByText('The number could not be saved. Try again.'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Supplier order number')).toHaveValue('SO-2026_77');
    expect(sent(view)).toEqual([
      { order_id: ORDER_ID, order_source: 'manual', order_no: 'SO-2026_77' },
    ]);
  });

  it('says on the source why the API refused it (the order is being placed again)', async () => {
    const view = render([repeated({})]);
    view.http.onPut('orders/order_no/update').reply(400, {
      status: 400,
      message: 'ValidationFailed',
      data: null,
      errors: [
        { field: 'order_source', message: 'FieldInvalid', params: { rule: 'not_recordable' } },
      ],
    });
    await userEvent.click(await screen.findByTestId('record-order-number'));
    const form = await dialog();
    await submitNumber(form, '8190001');
    expect(
      await within(form).findByText(
        'This supplier order is being placed or has failed, so no number can be recorded for it. Reload the order.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Supplier order number')).toHaveValue('8190001');
  });

  it.each([
    ['being placed', { status: 'processing', error: null }, 'Not placed yet'],
    ['failed otherwise', { error: 'error_checkout_products' }, '—'],
  ])('offers nothing for a supplier order %s', async (_, overrides, state) => {
    render([repeated(overrides)]);
    expect(await screen.findByTestId('source-order-number-missing')).toHaveTextContent(state);
    expect(screen.queryByTestId('record-order-number')).not.toBeInTheDocument();
  });
});
