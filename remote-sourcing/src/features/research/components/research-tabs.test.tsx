import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PriceHistory, ResearchKeywords, TopCountries } from '@omni/shared/contracts';
import { okReply, serverErrorReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import { ResearchTabs } from './research-tabs';

const BASE = 'ah/research/products/710001';

const history: PriceHistory = {
  currency: 'USD',
  points: [
    { date: '2026-09-01', price: 14 },
    { date: '2026-09-08', price: 11.25 },
    { date: '2026-09-15', price: 12.5 },
  ],
  min: 11.25,
  max: 14,
  current: 12.5,
};

const countries: TopCountries = {
  items: [
    { country: 'GB', orders: 1200, share: 40 },
    { country: 'DE', orders: 600, share: 20 },
  ],
};

const keywords: ResearchKeywords = {
  items: [
    { keyword: 'moon lamp', search_volume: 18000, growth: 12.5 },
    { keyword: 'night light', search_volume: 9000, growth: -3 },
  ],
};

const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

describe('ResearchTabs', () => {
  it('explains that research covers the own catalogue only', () => {
    renderPage(<ResearchTabs source="aliexpress" productId="1005" />);
    expect(screen.getByTestId('research-unavailable')).toHaveTextContent(
      'Research tools are available for products of our own catalogue.',
    );
    expect(screen.queryByTestId('research-tabs')).toBeNull();
  });

  it('opens on the price history: loading, then current, lowest and highest price', async () => {
    const { http } = renderPage(<ResearchTabs source="omni" productId="710001" />);
    let answer: (value: [number, unknown]) => void = () => undefined;
    http.onGet(`${BASE}/price-history`).reply(() => new Promise((resolve) => (answer = resolve)));
    expect(document.querySelector('.ant-skeleton')).not.toBeNull();
    await waitFor(() => expect(http.history.get).toHaveLength(1));
    answer(okReply(history));
    const panel = await screen.findByTestId('price-history');
    expect(panel).toHaveTextContent('Current price');
    expect(panel).toHaveTextContent('$12.50');
    expect(panel).toHaveTextContent('$11.25');
    expect(panel).toHaveTextContent('$14.00');
    // the other tabs ask for nothing until opened
    expect(http.history.get.map((request) => request.url)).toEqual([`${BASE}/price-history`]);
    expect(http.history.post).toHaveLength(0);
  });

  it('top countries: an error with Retry, then the countries with their orders', async () => {
    const { http } = renderPage(<ResearchTabs source="omni" productId="710001" />);
    http.onGet(`${BASE}/price-history`).reply(...okReply(history));
    http.onGet(`${BASE}/top-countries`).replyOnce(...serverErrorReply());
    http.onGet(`${BASE}/top-countries`).reply(...okReply(countries));
    openTab('Top countries');
    expect(await screen.findByText('This information could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const table = await screen.findByTestId('research-countries');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('United Kingdom (UK)');
    expect(rows[1]).toHaveTextContent('1,200');
    expect(rows[1]).toHaveTextContent('40%');
    expect(rows[2]).toHaveTextContent('Germany (DE)');
  });

  it('trending keywords with their growth, and an empty list', async () => {
    const { http } = renderPage(<ResearchTabs source="omni" productId="710001" />);
    http.onGet(`${BASE}/price-history`).reply(...okReply({ ...history, points: [] }));
    http.onPost(`${BASE}/keywords`).reply(...okReply(keywords));
    expect(await screen.findByText('No data yet.')).toBeInTheDocument();
    openTab('Trending keywords');
    const table = await screen.findByTestId('research-keywords');
    expect(table).toHaveTextContent('moon lamp');
    expect(table).toHaveTextContent('18,000');
    expect(table).toHaveTextContent('+12.5%');
    expect(table).toHaveTextContent('-3%');
  });
});
