import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { setToaster } from '@omni/shared/errors';
import { okReply } from '@omni/shared/remote-testing';
import type { AiWritingStreamEvent } from '@omni/shared/contracts/catalogue';
import { renderPage } from '../../../testing/render-page';
import { AiWritingRefusal } from '../api/ai-writing-refusal';
import type { RewritableFields } from '../utils/rewrite-to-html';
import { AiWritingPanel } from './ai-writing-panel';

const mockStream = jest.fn();
jest.mock('../api/stream-ai-writing', () => ({
  streamAiWriting: (...args: unknown[]) => mockStream(...args),
}));

const SETTINGS = 'core/workplaces/settings/ai-writing/get';
const UPDATE = 'core/workplaces/settings/ai-writing/update';
const applied: Partial<RewritableFields>[] = [];

/** The panel over a tiny editor, so Accept and Undo show in the fields as they would. */
function Editor() {
  const [fields, setFields] = useState<RewritableFields>({
    title: 'Old title',
    description_html: '<p>Old text.</p>',
  });
  return (
    <>
      <AiWritingPanel
        productId="p-1"
        fields={fields}
        onApply={(change) => {
          applied.push(change);
          setFields((current) => ({ ...current, ...change }));
        }}
      />
      <output data-testid="title">{fields.title}</output>
      <output data-testid="description">{fields.description_html}</output>
    </>
  );
}

function render() {
  const view = renderPage(<Editor />);
  view.http
    .onGet(SETTINGS)
    .reply(...okReply({ style: 'storytelling', tone: 'playful', language: 'de' }));
  return view;
}

async function* events(...items: AiWritingStreamEvent[]) {
  for (const item of items) yield item;
}

beforeEach(() => {
  mockStream.mockReset();
  applied.length = 0;
});
afterEach(() => setToaster(null));

describe('the AI writing panel', () => {
  it('saves the choice as the workplace default and says so', async () => {
    const toasts: string[] = [];
    setToaster({ success: (text) => toasts.push(text), error: () => undefined });
    const view = render();
    view.http.onPost(UPDATE).reply((config) => okReply(JSON.parse(String(config.data))));
    await waitFor(() => expect(screen.getByTestId('ai-writing-tone')).toHaveTextContent('Playful'));
    await userEvent.click(
      screen.getByTestId('ai-writing-tone').querySelector('.ant-select-selector') ??
        screen.getByTestId('ai-writing-tone'),
    );
    const expert = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find(
        (element) => element.textContent === 'Expert',
      );
      if (!found) throw new Error('no option Expert');
      return found;
    });
    await userEvent.click(expert);
    await userEvent.click(screen.getByTestId('ai-writing-save-defaults'));
    await waitFor(() => expect(toasts).toEqual(['AI writing defaults saved.']));
    expect(JSON.parse(String(view.http.history.post[0]!.data))).toMatchObject({ tone: 'expert' });
  });

  it("starts from the workplace's defaults and sends them with the field's current text", async () => {
    render();
    await waitFor(() =>
      expect(screen.getByTestId('ai-writing-style')).toHaveTextContent('Storytelling'),
    );
    expect(screen.getByTestId('ai-writing-tone')).toHaveTextContent('Playful');
    expect(screen.getByTestId('ai-writing-language')).toHaveTextContent('German');
    mockStream.mockReturnValue(events({ event: 'done', data: { text: 'New.' } }));
    await userEvent.click(screen.getByTestId('ai-writing-generate'));
    expect(mockStream).toHaveBeenCalledWith(
      'p-1',
      {
        field: 'description',
        style: 'storytelling',
        tone: 'playful',
        language: 'de',
        text: 'Old text.',
      },
      expect.any(AbortSignal),
    );
  });

  it('streams the text into the preview, and Stop ends it with the editor unchanged', async () => {
    let signal: AbortSignal | undefined;
    mockStream.mockImplementation(async function* (
      _id: string,
      _request: unknown,
      given: AbortSignal,
    ) {
      signal = given;
      yield { event: 'delta', data: { text: 'Meet ' } };
      yield { event: 'delta', data: { text: 'the lamp' } };
      await new Promise((_resolve, reject) =>
        given.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    });
    render();
    await userEvent.click(await screen.findByTestId('ai-writing-generate'));
    await waitFor(() =>
      expect(screen.getByTestId('ai-writing-preview')).toHaveTextContent('Meet the lamp'),
    );
    expect(screen.getByTestId('ai-writing-preview')).toHaveAttribute('lang', 'de');

    await userEvent.click(screen.getByTestId('ai-writing-stop'));
    expect(signal?.aborted).toBe(true);
    expect(screen.getByText(/Stopped\. Nothing was changed/)).toBeInTheDocument();
    expect(screen.getByTestId('ai-writing-preview')).toHaveTextContent('Meet the lamp');
    expect(screen.queryByTestId('ai-writing-accept')).not.toBeInTheDocument();
    expect(screen.getByTestId('title')).toHaveTextContent('Old title');
    expect(applied).toEqual([]);
  });

  it('writes an accepted title into the editor, and Undo puts the old one back', async () => {
    mockStream.mockReturnValue(
      events(
        { event: 'delta', data: { text: 'Oak ' } },
        { event: 'delta', data: { text: 'Desk Lamp' } },
        { event: 'done', data: { text: 'Oak Desk Lamp' } },
      ),
    );
    render();
    await userEvent.click(await screen.findByText('Title'));
    await userEvent.click(screen.getByTestId('ai-writing-generate'));
    await userEvent.click(await screen.findByTestId('ai-writing-accept'));
    expect(screen.getByTestId('title')).toHaveTextContent('Oak Desk Lamp');
    expect(screen.getByTestId('ai-writing-accepted')).toHaveTextContent(
      'The title now has the AI suggestion.',
    );

    await userEvent.click(screen.getByTestId('ai-writing-undo'));
    expect(screen.getByTestId('title')).toHaveTextContent('Old title');
    expect(applied).toEqual([{ title: 'Oak Desk Lamp' }, { title: 'Old title' }]);
  });

  it('adds accepted bullet points after the description', async () => {
    mockStream.mockReturnValue(events({ event: 'done', data: { text: '- Folds flat\n- USB-C' } }));
    render();
    await userEvent.click(await screen.findByText('Bullet points'));
    await userEvent.click(screen.getByTestId('ai-writing-generate'));
    await userEvent.click(await screen.findByTestId('ai-writing-accept'));
    expect(screen.getByTestId('description')).toHaveTextContent(
      '<p>Old text.</p><ul><li>Folds flat</li><li>USB-C</li></ul>',
    );
  });

  it('shows the quota banner with the usage when the plan has no AI writing left', async () => {
    mockStream.mockImplementation(() => {
      throw new AiWritingRefusal({
        data: null,
        status: 401,
        success: false,
        message: 'EXCEED_QUOTA_LIMIT',
        errors: [{ field: 'quota', message: 'EXCEED_QUOTA_LIMIT', params: { limit: 5, usage: 5 } }],
        httpStatus: 402,
      });
    });
    render();
    await userEvent.click(await screen.findByTestId('ai-writing-generate'));
    const banner = await screen.findByTestId('ai-writing-quota');
    expect(banner).toHaveTextContent(
      'You have used all the AI writing of your plan for this period.',
    );
    expect(banner).toHaveTextContent('5 of 5 used.');
    expect(screen.getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute(
      'href',
      '/app/setting/billing-plan/change-plan',
    );
  });

  it('shows the translated provider error and keeps the editor as it was', async () => {
    mockStream.mockReturnValue(
      events(
        { event: 'delta', data: { text: 'Half a ' } },
        { event: 'error', data: { status: 204, message: 'AiWritingUnavailable' } },
      ),
    );
    render();
    await userEvent.click(await screen.findByTestId('ai-writing-generate'));
    expect(await screen.findByTestId('ai-writing-error')).toHaveTextContent(
      'The AI writer did not answer in time. Nothing in your product was changed',
    );
    expect(screen.queryByTestId('ai-writing-accept')).not.toBeInTheDocument();
    expect(screen.getByTestId('description')).toHaveTextContent('<p>Old text.</p>');
  });
});
