import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okReply } from '@omni/shared/remote-testing';
import type { GalleryImage } from '@omni/shared/contracts/catalogue';
import { renderPage } from '../../../testing/render-page';
import { ImagePickerDialog } from './image-picker-dialog';

const LIST_PATH = 'center/products/galleries/list';
const UPLOAD_PATH = 'center/products/galleries/upload';

const image = (n: number): GalleryImage => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `picture-${n}.png`,
  image_url: `http://api.test/api/gallery-media/${n}/1.png`,
  thumbnail_url: `http://api.test/api/gallery-media/${n}/1-thumb.jpg`,
  content_type: 'image/png',
  width: 100,
  height: 100,
  size: 1000,
  source_url: null,
  cropped_from: null,
  create_at: '2026-11-24T10:00:00.000Z',
});

function renderPicker(onDone = jest.fn()) {
  const rendered = renderPage(<ImagePickerDialog open onClose={jest.fn()} onDone={onDone} />);
  return { ...rendered, onDone };
}

describe('ImagePickerDialog', () => {
  it('keeps Done disabled until an image is chosen, and selects one image at a time', async () => {
    const { http, onDone } = renderPicker();
    http
      .onGet(LIST_PATH)
      .reply(...okReply({ images: [image(1), image(2)], total: 2, next_cursor: null }));
    const done = screen.getByTestId('image-picker-done');
    expect(done).toBeDisabled();

    const [first, second] = await screen.findAllByTestId('image-grid-item');
    await userEvent.click(first!);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(done).toBeEnabled();

    await userEvent.click(second!);
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(second).toHaveAttribute('aria-pressed', 'true');

    // clicking the selected image again deselects it
    await userEvent.click(second!);
    expect(second).toHaveAttribute('aria-pressed', 'false');
    expect(done).toBeDisabled();

    await userEvent.click(first!);
    await userEvent.click(done);
    expect(onDone).toHaveBeenCalledWith({ url: image(1).image_url, galleryImageId: image(1).id });
  });

  it('shows the sidebar sources and says when the store library has nothing', async () => {
    const { http } = renderPicker();
    http.onGet(LIST_PATH).reply(...okReply({ images: [], total: 0, next_cursor: null }));
    expect(
      await screen.findByText('Your gallery is empty. Upload images to use them in your products.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByText('Store Library'));
    expect(screen.getByText(/Images from your connected store appear here/)).toBeInTheDocument();
    expect(screen.queryByText('Product image sets')).not.toBeInTheDocument();
  });

  it('uploads a dropped file, shows its status, and selects the stored image', async () => {
    const { http } = renderPicker();
    let listed: GalleryImage[] = [];
    http
      .onGet(LIST_PATH)
      .reply(() => okReply({ images: listed, total: listed.length, next_cursor: null }));
    http.onPost(UPLOAD_PATH).reply(() => {
      listed = [image(7)];
      return okReply({ image: image(7) });
    });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(
      input,
      new File(['png'], 'a-very-long-product-picture-name.png', { type: 'image/png' }),
    );
    const card = await screen.findByTestId('upload-status-card');
    await waitFor(() =>
      expect(within(card).getByRole('status')).toHaveTextContent('File uploaded'),
    );
    expect(within(card).getByText('a-very-lon…e-name.png')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('image-grid-item')).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(screen.getByTestId('image-picker-done')).toBeEnabled();
  });

  it('shows a refused upload with its translated error_code', async () => {
    const { http } = renderPicker();
    http.onGet(LIST_PATH).reply(...okReply({ images: [], total: 0, next_cursor: null }));
    http.onPost(UPLOAD_PATH).reply(400, {
      status: 400,
      message: 'ImageTypeNotAllowed',
      data: null,
      errors: [{ field: 'file', message: 'ImageTypeNotAllowed' }],
    });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['<html>'], 'page.png', { type: 'image/png' }));
    const row = await screen.findByTestId('upload-status-row');
    await waitFor(() => expect(row).toHaveAttribute('data-status', 'error'));
  });
});
