import { render, screen, waitFor } from '@testing-library/react';
import { CountryFlag } from './country-flag';

describe('CountryFlag', () => {
  it('draws the SVG flag of the country (UK is GB), with no name of its own', async () => {
    const { container } = render(<CountryFlag code="UK" />);
    const image = await waitFor(() => screen.getByTestId('flag-GB'));
    expect(image).toHaveAttribute('alt', '');
    expect(decodeURIComponent(image.getAttribute('src') ?? '')).toMatch(
      /^data:image\/svg\+xml;charset=utf-8,<svg /,
    );
    expect(container.textContent).toBe('');
  });

  it('leaves a gap for a code that is no country', () => {
    const { container } = render(<CountryFlag code="nope" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[aria-hidden]')).not.toBeNull();
  });
});
