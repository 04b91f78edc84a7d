import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PushButtonProps } from '@omni/shared/push-ui';
import { renderPage } from '../../../testing/render-page';
import { PushButtonOnIntent, PushProgressOnIntent } from './push-on-intent';

const mockPushClicks = jest.fn();
// the push UI itself has its own tests: here a button that counts its clicks, and a panel
jest.mock('@omni/shared/push-ui', () => ({
  PushButton: (props: PushButtonProps) => (
    <button type="button" data-testid="real-push" onClick={() => mockPushClicks(props.products)}>
      Push
    </button>
  ),
  PushProgressPanel: () => <aside data-testid="real-panel" />,
}));

const PRODUCTS = [{ id: 'i-1', title: 'Lamp', image: null, source: 'omni' }] as never;

function renderButton() {
  return renderPage(
    <>
      <PushButtonOnIntent products={PRODUCTS} data-testid="editor-push" />
      <PushProgressOnIntent />
    </>,
  );
}

beforeEach(() => mockPushClicks.mockReset());

// The tests run in order: which push UI the module holds is module state, as on a page.
describe('the Push button on intent', () => {
  it('is a stand-in until clicked: a pointer over it loads the push UI, the click reaches it', async () => {
    const view = renderButton();
    expect(screen.getByTestId('editor-push')).toBeInTheDocument();
    expect(screen.queryByTestId('real-push')).not.toBeInTheDocument();
    expect(screen.queryByTestId('real-panel')).not.toBeInTheDocument();

    await userEvent.hover(screen.getByTestId('editor-push'));
    await waitFor(() => expect(screen.getByTestId('real-panel')).toBeInTheDocument());
    // loaded, but the stand-in stays under the pointer until the click
    expect(screen.queryByTestId('real-push')).not.toBeInTheDocument();

    await userEvent.click(screen.getByTestId('editor-push'));
    await waitFor(() => expect(mockPushClicks).toHaveBeenCalledTimes(1));
    expect(mockPushClicks).toHaveBeenCalledWith(PRODUCTS);
    expect(screen.getByTestId('real-push')).toHaveFocus();
    view.unmount();
  });

  it('is the push UI’s own button at once when the page has its code already', () => {
    renderButton();
    expect(screen.getByTestId('real-push')).toBeInTheDocument();
    expect(screen.getByTestId('real-panel')).toBeInTheDocument();
    expect(mockPushClicks).not.toHaveBeenCalled();
  });
});
