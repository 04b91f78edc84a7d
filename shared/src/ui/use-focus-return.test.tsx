import { act, render } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { useFocusReturn } from './use-focus-return';

/** A stand-in for a dialog rendered only while open: it takes the focus, as antd's Modal does. */
function Dialog() {
  useFocusReturn();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return <input ref={input} aria-label="inside" />;
}

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen((value) => !value)}>opener</button>
      {open && <Dialog />}
    </>
  );
}

describe('useFocusReturn', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives the focus back to the opener when a dialog rendered only while open unmounts', () => {
    const view = render(<Page />);
    const opener = view.getByText('opener');
    opener.focus();
    act(() => opener.click());
    expect(document.activeElement).toBe(view.getByLabelText('inside'));
    act(() => opener.click());
    act(() => jest.runAllTimers());
    expect(document.activeElement).toBe(opener);
  });

  it('leaves the focus alone when it already moved elsewhere', () => {
    const view = render(
      <>
        <Page />
        <button>elsewhere</button>
      </>,
    );
    const opener = view.getByText('opener');
    opener.focus();
    act(() => opener.click());
    act(() => opener.click());
    view.getByText('elsewhere').focus();
    act(() => jest.runAllTimers());
    expect(document.activeElement).toBe(view.getByText('elsewhere'));
  });
});
