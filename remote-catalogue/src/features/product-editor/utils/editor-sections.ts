/** The editor's sections in page order; the tab strip (spec 002 §2) scrolls to each. */
export const EDITOR_SECTIONS = ['product', 'variants', 'images', 'pricing', 'shipping'] as const;

export type EditorSection = (typeof EDITOR_SECTIONS)[number];

/** The DOM id of a section, the tab strip's anchor target. */
export const sectionId = (section: EditorSection) => `editor-section-${section}`;

/**
 * Height of the sticky header (app top bar + the editor's action bar and tab strip): a section
 * scrolled to lands under it, and the tab of the section under it is the active one.
 */
export const STICKY_HEADER_OFFSET = 56 + 112;
