import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderPage } from '../../../testing/render-page';
import { mockViewport } from '../../../testing/viewport';
import { ShipToPicker } from './ship-to-picker';

function Harness({ onChange }: { onChange: (code: string) => void }) {
  const [value, setValue] = useState('US');
  return (
    <ShipToPicker
      value={value}
      onChange={(code) => {
        setValue(code);
        onChange(code);
      }}
    />
  );
}

describe('ShipToPicker', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('is a searchable dropdown on desktop: typing UK finds the United Kingdom, chosen as GB', async () => {
    mockViewport(false);
    const onChange = jest.fn();
    renderPage(<Harness onChange={onChange} />);
    const picker = screen.getByRole('combobox', { name: 'Ship to' });
    await userEvent.click(picker);
    await userEvent.type(picker, 'uk');
    // the dropdown's visible items (antd keeps a separate hidden list for screen readers)
    const items = () => [...document.querySelectorAll('.ant-select-item-option')];
    // "uk" is in Ukraine's name and is the shown code of the United Kingdom
    await waitFor(() =>
      expect(items().map((item) => item.textContent)).toEqual([
        expect.stringContaining('Ukraine (UA)'),
        expect.stringContaining('United Kingdom (UK)'),
      ]),
    );
    await userEvent.click(items()[1]!);
    expect(onChange).toHaveBeenCalledWith('GB');
    expect(screen.getByTestId('ship-to-picker')).toHaveTextContent('United Kingdom (UK)');
  });

  it('is a bottom sheet on mobile, searched by name', async () => {
    mockViewport(true);
    const onChange = jest.fn();
    renderPage(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByTestId('ship-to-picker'));
    const sheet = await screen.findByRole('dialog');
    expect(sheet.closest('.ant-drawer-bottom, .ant-drawer')).not.toBeNull();
    await userEvent.type(
      within(sheet).getByRole('searchbox', { name: 'Search country or code' }),
      'germ',
    );
    const options = within(sheet).getAllByRole('option');
    expect(options).toHaveLength(1);
    await userEvent.click(within(sheet).getByTestId('ship-to-option-DE'));
    expect(onChange).toHaveBeenCalledWith('DE');
    expect(screen.getByTestId('ship-to-picker')).toHaveTextContent('Germany (DE)');
  });

  it('says so when nothing matches on mobile', async () => {
    mockViewport(true);
    renderPage(<Harness onChange={jest.fn()} />);
    await userEvent.click(screen.getByTestId('ship-to-picker'));
    const sheet = await screen.findByRole('dialog');
    fireEvent.change(within(sheet).getByRole('searchbox'), { target: { value: 'zzzz' } });
    expect(within(sheet).getByText('No country matches')).toBeInTheDocument();
  });
});
