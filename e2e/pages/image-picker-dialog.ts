import { expect, type Locator, type Page } from '@playwright/test';

/** Select image (spec 002 §2): galleries with a drop zone, the crop step, Done. */
export class ImagePickerDialog {
  readonly root: Locator;
  readonly items: Locator;
  readonly selected: Locator;
  readonly uploadRows: Locator;
  readonly cropEditor: Locator;
  readonly done: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('image-picker');
    this.items = this.root.getByTestId('image-grid-item');
    this.selected = this.root.locator('[data-testid="image-grid-item"][aria-pressed="true"]');
    this.uploadRows = this.root.getByTestId('upload-status-row');
    this.cropEditor = page.getByTestId('crop-editor');
    this.done = page.getByTestId('image-picker-done');
  }

  /** Drops a file on the drop zone; the upload card shows it done and the grid selects it. */
  async upload(file: Parameters<Locator['setInputFiles']>[0]): Promise<void> {
    await this.root.locator('input[type="file"]').setInputFiles(file);
    await expect(this.uploadRows.last()).toHaveAttribute('data-status', 'done', {
      timeout: 30_000,
    });
    await expect(this.selected).toHaveCount(1);
  }

  /**
   * Crops the selected image to about its top-left quarter: waits for the server's preview of the
   * default crop, drags the frame's bottom-right handle to the middle, waits for the preview of
   * the new area (each comes 1,000 ms after the last change), and applies the crop, which selects
   * the new, cropped picture.
   */
  async cropSelectedToQuarter(): Promise<void> {
    await this.page.getByTestId('image-picker-crop').click();
    const preview = this.page.getByTestId('crop-preview').locator('img');
    await expect(preview).toHaveAttribute('src', /^data:image\/jpeg/, { timeout: 15_000 });
    const defaultPreview = await preview.getAttribute('src');
    const frame = await this.cropEditor.locator('.ReactCrop img').boundingBox();
    const handle = await this.cropEditor.locator('.ReactCrop__drag-handle.ord-se').boundingBox();
    if (!frame || !handle) throw new Error('the crop frame is not on screen');
    await this.page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2, {
      steps: 8,
    });
    await this.page.mouse.up();
    await expect
      .poll(() => preview.getAttribute('src'), { timeout: 15_000 })
      .not.toBe(defaultPreview);
    await this.page.getByTestId('image-picker-apply-crop').click();
    await expect(this.root).toBeVisible({ timeout: 30_000 });
    await expect(this.selected).toHaveCount(1);
  }

  async choose(): Promise<void> {
    await this.done.click();
    await expect(this.done).toBeHidden();
  }
}
