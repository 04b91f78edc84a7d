import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderHost } from '../../../testing/render-host';
import { SourceConnectionRow } from './source-connection-row';

// The swap itself is CSS (:hover / :focus-within); the Playwright journey sees it in a browser.
describe('SourceConnectionRow (spec 002 §2)', () => {
  it('a linked source shows Active and offers Disconnect in its place', async () => {
    const onDisconnect = jest.fn();
    const user = userEvent.setup();
    renderHost(
      <SourceConnectionRow
        sourceKey="cj"
        name="CJ Dropshipping"
        connected
        sandbox
        canDisconnect
        onDisconnect={onDisconnect}
      />,
    );
    expect(screen.getByTestId('source-row-cj')).toHaveClass('omni-source-row-swaps');
    expect(screen.getByTestId('source-active-badge')).toHaveTextContent('Active');
    expect(screen.getByTestId('source-sandbox-badge')).toHaveTextContent('Sandbox');
    await user.click(screen.getByTestId('source-disconnect'));
    expect(onDisconnect).toHaveBeenCalled();
  });

  it('never offers Disconnect on the Shopify row', () => {
    renderHost(
      <SourceConnectionRow sourceKey="shopify" name="Shopify" connected canDisconnect={false} />,
    );
    expect(screen.getByTestId('source-row-shopify')).not.toHaveClass('omni-source-row-swaps');
    expect(screen.getByTestId('source-active-badge')).toBeInTheDocument();
    expect(screen.queryByTestId('source-disconnect')).not.toBeInTheDocument();
  });

  it('offers Connect when the source is not linked', async () => {
    const onConnect = jest.fn();
    const user = userEvent.setup();
    renderHost(
      <SourceConnectionRow
        sourceKey="aliexpress"
        name="AliExpress"
        connected={false}
        canDisconnect
        onConnect={onConnect}
      />,
    );
    expect(screen.queryByTestId('source-active-badge')).not.toBeInTheDocument();
    expect(screen.queryByTestId('source-disconnect')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('source-connect'));
    expect(onConnect).toHaveBeenCalled();
  });
});
