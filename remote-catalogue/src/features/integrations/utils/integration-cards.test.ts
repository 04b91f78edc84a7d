import { INTEGRATION_PAGES } from '@omni/shared/navigation';
import { UNBUILT_INTEGRATION_PAGES, integrationCards } from './integration-cards';

describe('integrationCards', () => {
  it('has one card per integration of the spec, in its order', () => {
    expect(integrationCards().map((card) => card.page)).toEqual([...INTEGRATION_PAGES]);
  });

  it('leads those the product has to where they live, and marks the others coming soon', () => {
    const states = Object.fromEntries(integrationCards().map((card) => [card.page, card.state]));
    expect(states).toEqual({
      'product-insights': { kind: 'available', to: '/app/find-product' },
      'ai-writing': { kind: 'available', to: '/app/setting/integration/ai-writing' },
      cashback_setting: { kind: 'coming-soon' },
      market_tracking: { kind: 'coming-soon' },
      experts_choice: { kind: 'available', to: '/app/find-product/experts-choice' },
      'product-copy': { kind: 'coming-soon' },
      'service-center': { kind: 'coming-soon' },
    });
  });

  it('gives only AI writing a sub-page of its own', () => {
    expect(UNBUILT_INTEGRATION_PAGES).not.toContain('ai-writing');
    expect(UNBUILT_INTEGRATION_PAGES).toHaveLength(INTEGRATION_PAGES.length - 1);
  });
});
