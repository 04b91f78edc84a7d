import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { Tabs, theme } from 'antd';
import { getToaster } from '../errors/toaster';
import { setLanguage } from '../i18n/create-i18n';
import { EmptyState } from './empty-state';
import { LoadErrorAlert } from './load-error-alert';
import { LoadingOverlay } from './loading-overlay';
import { PageError } from './page-error';
import { renderableWithProviders } from './test-providers';
import { useIsMobile } from './use-is-mobile';

describe('AppProviders', () => {
  it('binds antd messages as the api-client toaster while mounted', async () => {
    const { wrap } = await renderableWithProviders();
    const view = render(wrap(<p>child</p>));
    expect(screen.getByText('child')).toBeTruthy();
    expect(getToaster()).not.toBeNull();
    view.unmount();
    expect(getToaster()).toBeNull();
  });

  it('lays antd out right to left for Arabic', async () => {
    const { wrap, i18n } = await renderableWithProviders();
    render(wrap(<EmptyState />));
    expect(document.querySelector('.ant-empty-rtl')).toBeNull();
    await act(async () => {
      await setLanguage(i18n, 'ar');
    });
    expect(document.querySelector('.ant-empty-rtl')).not.toBeNull();
    expect(screen.getByText('لا توجد بيانات بعد')).toBeTruthy();
  });

  it("keeps the tab strip's overflow button out of the tablist's accessibility tree and tab order", async () => {
    const { wrap } = await renderableWithProviders();
    const items = ['a', 'b', 'c'].map((key) => ({ key, label: key, children: key }));
    render(wrap(<Tabs items={items} />));
    const more = document.querySelector('.ant-tabs-nav-more');
    expect(more?.getAttribute('aria-hidden')).toBe('true');
    expect(more?.getAttribute('tabindex')).toBe('-1');
    expect(screen.getAllByRole('tab')).toHaveLength(3);
  });

  describe('motion', () => {
    const original = window.matchMedia;
    afterEach(() => {
      window.matchMedia = original;
    });
    function Motion() {
      const { token } = theme.useToken();
      return <p>{token.motion ? 'moving' : 'still'}</p>;
    }
    async function renderWithReducedMotion(reduce: boolean) {
      window.matchMedia = ((query: string) => ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })) as unknown as typeof window.matchMedia;
      const { wrap } = await renderableWithProviders();
      render(wrap(<Motion />));
    }
    it('is on by default', async () => {
      await renderWithReducedMotion(false);
      expect(screen.getByText('moving')).toBeTruthy();
    });
    it('is off when the user prefers reduced motion', async () => {
      await renderWithReducedMotion(true);
      expect(screen.getByText('still')).toBeTruthy();
    });
  });
});

describe('shared components', () => {
  it('EmptyState shows the translated empty texts and an action', async () => {
    const { wrap } = await renderableWithProviders('fr');
    render(wrap(<EmptyState kind="noResults" action={<button>Go</button>} />));
    expect(screen.getByText('Aucun résultat trouvé')).toBeTruthy();
    expect(screen.getByText('Essayez de modifier votre recherche ou vos filtres.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go' })).toBeTruthy();
  });

  it('PageError offers retry and back home', async () => {
    const { wrap } = await renderableWithProviders();
    const onRetry = jest.fn();
    const onBackHome = jest.fn();
    render(wrap(<PageError onRetry={onRetry} onBackHome={onBackHome} />));
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Reload page/ }));
    fireEvent.click(screen.getByRole('button', { name: /Back to home/ }));
    expect(onRetry).toHaveBeenCalled();
    expect(onBackHome).toHaveBeenCalled();
  });

  it('LoadErrorAlert shows what failed and retries in the current language', async () => {
    const { wrap } = await renderableWithProviders('de');
    const onRetry = jest.fn();
    render(wrap(<LoadErrorAlert title="Bestellungen fehlen" onRetry={onRetry} />));
    expect(screen.getByText('Bestellungen fehlen')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Erneut versuchen/ }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('LoadingOverlay spins over its content with a translated text', async () => {
    const { wrap } = await renderableWithProviders('es');
    render(wrap(<LoadingOverlay loading>content</LoadingOverlay>));
    expect(screen.getByText('Cargando…')).toBeTruthy();
    expect(screen.getByText('content')).toBeTruthy();
  });
});

describe('useIsMobile (768 px)', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });
  function mockWidth(width: number) {
    window.matchMedia = ((query: string) => ({
      matches:
        /max-width: ([\d.]+)px/.test(query) &&
        width <= Number(/max-width: ([\d.]+)px/.exec(query)![1]),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
  }
  it('is true under 768 px and false from 768 px', () => {
    mockWidth(767);
    expect(renderHook(() => useIsMobile()).result.current).toBe(true);
    mockWidth(768);
    expect(renderHook(() => useIsMobile()).result.current).toBe(false);
  });
});
