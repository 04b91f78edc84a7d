import { act, fireEvent, render, screen } from '@testing-library/react';
import { RemoteBoundary } from './remote-boundary';
import { renderableWithProviders } from './test-providers';

function Crash(): never {
  throw new Error('remote render failed');
}

describe('RemoteBoundary', () => {
  let errorSpy: jest.SpyInstance;
  beforeEach(() => {
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errorSpy.mockRestore());

  it('shows a loading state, then renders what was loaded', async () => {
    const { wrap } = await renderableWithProviders();
    render(
      wrap(
        <RemoteBoundary load={() => Promise.resolve('Orders area')}>
          {(text) => <p>{text}</p>}
        </RemoteBoundary>,
      ),
    );
    expect(screen.getByTestId('remote-loading')).toBeTruthy();
    expect(await screen.findByText('Orders area')).toBeTruthy();
  });

  it('a failed load shows the translated panel; Retry calls retry and renders', async () => {
    const { wrap } = await renderableWithProviders('de');
    const load = jest.fn(() => Promise.reject(new Error('manifest unreachable')));
    const retry = jest.fn(() => Promise.resolve('Back again'));
    render(
      wrap(
        <RemoteBoundary load={load} retry={retry}>
          {(text) => <p>{text}</p>}
        </RemoteBoundary>,
      ),
    );
    expect(
      await screen.findByText('Dieser Bereich ist vorübergehend nicht verfügbar'),
    ).toBeTruthy();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: /Erneut versuchen/ })),
    );
    expect(await screen.findByText('Back again')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('a crash while rendering stays inside the area; Retry loads and renders afresh', async () => {
    const { wrap } = await renderableWithProviders();
    let healthy = false;
    const load = jest.fn(() => Promise.resolve('ok'));
    render(
      wrap(
        <>
          <p>Shell still here</p>
          <RemoteBoundary load={load}>
            {() => (healthy ? <p>Recovered</p> : <Crash />)}
          </RemoteBoundary>
        </>,
      ),
    );
    expect(await screen.findByText('This area is temporarily unavailable')).toBeTruthy();
    expect(screen.getByText('Shell still here')).toBeTruthy();
    healthy = true;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Retry/ })));
    expect(await screen.findByText('Recovered')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
