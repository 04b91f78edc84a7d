import { expect, type Locator, type Page } from '@playwright/test';

/** The product editor (/app/products-import/editor/{id}): sections under a sticky Save bar. */
export class ProductEditorPage {
  readonly root: Locator;
  readonly title: Locator;
  readonly description: Locator;
  readonly save: Locator;
  readonly unsaved: Locator;
  readonly savedState: Locator;
  readonly sectionTabs: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('product-editor');
    this.title = page.getByTestId('editor-title');
    this.description = page.getByTestId('editor-description');
    this.save = page.getByTestId('editor-save');
    this.unsaved = page.getByTestId('editor-unsaved');
    this.savedState = page.getByTestId('editor-saved-state');
    this.sectionTabs = page.getByTestId('editor-section-tabs');
  }

  async goto(productCenterId: string): Promise<void> {
    await this.page.goto(`/app/products-import/editor/${productCenterId}`);
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.root).toBeVisible({ timeout: 30_000 });
    await expect(this.description).toBeVisible({ timeout: 30_000 });
  }

  /** The product's pictures in order; the first is the main image. */
  get images(): Locator {
    return this.page.getByTestId('editor-image');
  }

  variantPrice(index: number): Locator {
    return this.page.getByTestId(`editor-variant-price-${index}`);
  }

  async setTitle(title: string): Promise<void> {
    await this.title.fill(title);
  }

  async setVariantPrice(index: number, price: string): Promise<void> {
    const input = this.variantPrice(index);
    await input.fill(price);
    await input.blur();
  }

  /**
   * Has AI writing rewrite a field (against the AI writing stand-in), waits until the text has
   * streamed in, accepts it and answers the text the preview showed.
   */
  async aiRewrite(
    field: 'Title' | 'Description' | 'Bullet points',
    /** runs once the text is written, before it is accepted (an axe check of the panel) */
    whenWritten?: () => Promise<unknown>,
  ): Promise<string> {
    await this.page.getByTestId('ai-writing-field').getByText(field, { exact: true }).click();
    await this.page.getByTestId('ai-writing-generate').click();
    const accept = this.page.getByTestId('ai-writing-accept');
    await expect(accept).toBeEnabled({ timeout: 30_000 });
    const text = ((await this.page.getByTestId('ai-writing-preview').textContent()) ?? '').trim();
    if (whenWritten) await whenWritten();
    await accept.click();
    await expect(this.page.getByTestId('ai-writing-accepted')).toBeVisible();
    return text;
  }

  /**
   * Types at the end of the description: a click opens the rich-text editor in place of the
   * description's preview (its code loads then), with the cursor at the end.
   */
  async appendToDescription(text: string): Promise<void> {
    await this.description.click();
    const editable = this.page.locator(
      '[data-testid="editor-description"][contenteditable="true"]',
    );
    await expect(editable).toBeFocused({ timeout: 30_000 });
    await this.page.keyboard.type(text);
  }

  /** Opens the image picker of the Images section. */
  async openImagePicker(): Promise<void> {
    await this.openSection('images');
    await this.page.getByTestId('editor-add-image').click();
  }

  /** Makes picture `index` the main image (it moves first). */
  async setMainImage(index: number): Promise<void> {
    await this.images.nth(index).getByTestId('editor-image-set-main').click();
  }

  /** Goes to a section through its tab and waits until the tab shows it as the active one. */
  async openSection(section: 'product' | 'variants' | 'images' | 'pricing' | 'shipping') {
    await this.page.getByTestId(`editor-tab-${section}`).click();
    await expect(this.page.getByTestId(`editor-section-${section}`)).toBeInViewport();
  }

  async saveChanges(): Promise<void> {
    await this.save.click();
    await expect(this.savedState).toBeVisible({ timeout: 30_000 });
  }
}
