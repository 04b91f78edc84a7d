import { expect, type Locator, type Page } from '@playwright/test';

/** A 1×1 red PNG: the artwork the journeys place on a blank. */
export const POD_ARTWORK = {
  name: 'art.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** /app/pod-product and its detail page with the design editor. */
export class PodPage {
  readonly cards: Locator;
  readonly editor: Locator;
  readonly area: Locator;
  readonly designPicture: Locator;
  readonly save: Locator;
  /** Push the blank with the saved design; disabled with a hint until a design is saved. */
  readonly push: Locator;
  readonly pushNeedsDesign: Locator;

  constructor(readonly page: Page) {
    this.cards = page.getByTestId('pod-card');
    this.editor = page.getByTestId('design-editor');
    this.area = page.getByTestId('design-area');
    this.designPicture = page.getByTestId('design-picture');
    this.save = page.getByTestId('design-save');
    this.push = page.getByTestId('pod-push');
    this.pushNeedsDesign = page.getByTestId('pod-push-needs-design');
  }

  async gotoCollection(collection: string): Promise<void> {
    await this.page.goto(`/app/pod-product/${collection}`);
    await expect(this.page.getByTestId('pod-page')).toBeVisible();
  }

  async uploadDesign(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.editor.locator('input[type="file"]').setInputFiles(file);
    await expect(this.designPicture).toBeVisible();
  }

  /** Drags the design to a point of the print area given as fractions of its box. */
  async dragDesignTo(x: number, y: number): Promise<void> {
    const box = await this.area.boundingBox();
    if (!box) throw new Error('no print area on screen');
    await this.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 5 });
    await this.page.mouse.up();
  }
}
