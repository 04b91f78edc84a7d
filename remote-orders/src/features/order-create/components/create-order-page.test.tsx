import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import CreateOrderPage from './create-order-page';

const PRODUCT_ID = '11111111-1111-4111-8111-111111111111';
const ORDER_ID = '0b7d1d3e-8a0e-4c55-9d2b-7d3f5c1a2b3c';

const variant = (size: string, price: number) => ({
  supplier_variant_id: `sup-${size}`,
  option_values: [size],
  cost: { amount: 500, currency: 'USD' },
  price,
  compare_at_price: null,
  sku: '',
  supplier_stock: 10,
  image: null,
});

const product = {
  id: PRODUCT_ID,
  title: 'Linen dress',
  currency: 'USD',
  variants: [variant('S', 1990), variant('M', 2450)],
  images: [],
  options: [{ name: 'Size', values: ['S', 'M'] }],
};

function render() {
  const view = renderPage(<CreateOrderPage />, {
    url: '/app/orders/create',
    path: '/app/orders/create',
  });
  view.http.onGet(/center\/products\/import\/listing/).reply(
    ...okReply({
      items: [{ id: PRODUCT_ID, title: 'Linen dress', pushed_store_ids: [] }],
      next_cursor: null,
    }),
  );
  view.http.onGet(`center/products/${PRODUCT_ID}`).reply(...okReply(product));
  return view;
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

async function chooseProduct() {
  const picker = screen.getByRole('combobox', { name: 'Product, line 1' });
  await userEvent.click(picker);
  const item = await waitFor(() => {
    const found = document.querySelector('.ant-select-item-option');
    expect(found).not.toBeNull();
    return found!;
  });
  await userEvent.click(item);
  // its first variant at its selling price
  await waitFor(() => expect(field('Unit price, line 1')).toHaveValue('19.90'));
}

async function fillAddress() {
  await userEvent.type(field('First name'), 'Ava');
  await userEvent.type(field('Phone'), '+1 201-555-0123');
  await userEvent.type(field('Address'), '1 Main St');
  await userEvent.type(field('City'), 'Boston');
  await userEvent.type(field('Postal code'), '02110');
  const country = screen.getByRole('combobox', { name: 'Country' });
  await userEvent.click(country);
  await userEvent.type(country, 'United States');
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (option) => option.textContent === 'United States',
    );
    expect(found).toBeDefined();
    return found!;
  });
  await userEvent.click(item);
}

describe('CreateOrderPage', () => {
  it('says what each line lacks before sending anything', async () => {
    const { http } = render();
    await userEvent.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findByText('Choose a product.')).toBeInTheDocument();
    expect(
      screen.getByText('The order was not created. Check the fields marked in red.'),
    ).toBeInTheDocument();
    expect(http.history.post).toHaveLength(0);
  }, 60_000);

  it('puts the API’s field errors on their fields in words, keeps the input, then opens the created order', async () => {
    const { http } = render();
    http
      .onPost('orders/v5/create')
      .replyOnce(400, {
        status: 400,
        message: 'ValidationFailed',
        data: null,
        errors: [
          {
            field: 'shipping_address.zip',
            message: 'FieldInvalid',
            params: { rule: 'postal_code', example: '94105' },
          },
          {
            field: 'lines.0.product_id',
            message: 'FieldInvalid',
            params: { rule: 'product_not_found' },
          },
        ],
      })
      .onPost('orders/v5/create')
      .reply(
        ...okReply({
          order_id: ORDER_ID,
          order_name: 'M1001',
          section: 'placement',
          sub_status: 'ready',
        }),
      );

    await chooseProduct();
    await userEvent.clear(field('Quantity, line 1'));
    await userEvent.type(field('Quantity, line 1'), '2');
    await fillAddress();
    await userEvent.type(field('Shipping charged to the buyer'), '4.99');
    expect(screen.getByTestId('create-order-total')).toHaveTextContent('$44.79');
    await userEvent.click(screen.getByRole('button', { name: 'Create order' }));

    expect(
      await screen.findByText("Enter the postal code in this country's format, for example 94105."),
    ).toBeInTheDocument();
    expect(
      screen.getByText("This product is not one of this workplace's imported products."),
    ).toBeInTheDocument();
    expect(field('Postal code')).toHaveValue('02110');
    expect(field('City')).toHaveValue('Boston');
    expect(JSON.parse(http.history.post[0]!.data as string)).toEqual({
      store_id: null,
      currency: 'USD',
      lines: [{ product_id: PRODUCT_ID, variant_id: 'sup-S', quantity: 2, price: 1990 }],
      shipping_price: 499,
      shipping_address: {
        first_name: 'Ava',
        address1: '1 Main St',
        city: 'Boston',
        country_code: 'US',
        phone: '+1 201-555-0123',
        zip: '02110',
      },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Create order' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/app/orders/detail/${ORDER_ID}/placement`,
      ),
    );
  }, 90_000);
});
