import { screen } from '@testing-library/react';
import { loadSharedEnglish, renderHost } from '../../testing/render-host';
import PlatformCallbackPage from './callback-page';

let shared: object;
beforeAll(async () => {
  shared = await loadSharedEnglish();
});

const open = (search: string) =>
  renderHost(<PlatformCallbackPage />, {
    path: `/auth/platform/shopify/callback${search}`,
    route: '/auth/platform/:platform/callback',
    namespaces: { shared },
  });

describe('PlatformCallbackPage', () => {
  it('says a shop held by another owner cannot be connected (STORE_EXIST_ANOTHER_OWNER), translated through the error catalogue', () => {
    open('?success=0&reason=StoreExistAnotherOwner&shop=omni-demo-apparel.myshopify.com');
    expect(screen.getByTestId('platform-callback-failed')).toBeInTheDocument();
    expect(screen.getByText('Your Shopify store could not be connected')).toBeInTheDocument();
    expect(screen.getByText('omni-demo-apparel.myshopify.com')).toBeInTheDocument();
    expect(
      screen.getByText(
        "This store is already connected to another owner's account. Ask that owner to disconnect it, or to add you to their workplace.",
      ),
    ).toBeInTheDocument();
  });

  it('reads the duplicate in this account from the same catalogue', () => {
    open('?success=0&reason=StoreAlreadyExistsInThisAccount');
    expect(
      screen.getByText('This store is already connected to your account.'),
    ).toBeInTheDocument();
  });

  it('explains an expired link with its own text', () => {
    open('?success=0&reason=expired');
    expect(
      screen.getByText(
        'The connect link has expired or was opened in another browser. Start again from My channels.',
      ),
    ).toBeInTheDocument();
  });
});
