import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToaster } from '@omni/shared/errors';
import { okReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import AiWritingSettingsPage from './ai-writing-settings-page';

const GET = 'core/workplaces/settings/ai-writing/get';
const UPDATE = 'core/workplaces/settings/ai-writing/update';
const toasts: string[] = [];

function render() {
  const view = renderPage(<AiWritingSettingsPage />, {
    url: '/app/setting/integration/ai-writing',
  });
  view.http.onGet(GET).reply(...okReply({ style: 'simple', tone: 'expert', language: 'fr' }));
  return view;
}

/** Picks an option of one of the page's selects by its visible text. */
async function choose(testId: string, option: string) {
  await userEvent.click(
    screen.getByTestId(testId).querySelector('.ant-select-selector') ?? screen.getByTestId(testId),
  );
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (element) => element.textContent === option,
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await userEvent.click(item);
}

beforeEach(() => {
  toasts.length = 0;
  setToaster({
    success: (text) => toasts.push(`ok:${text}`),
    error: (text) => toasts.push(`err:${text}`),
  });
});
afterEach(() => setToaster(null));

describe('the AI writing defaults page', () => {
  it("loads the workplace's defaults", async () => {
    render();
    await waitFor(() => expect(screen.getByTestId('ai-writing-style')).toHaveTextContent('Simple'));
    expect(screen.getByTestId('ai-writing-tone')).toHaveTextContent('Expert');
    expect(screen.getByTestId('ai-writing-language')).toHaveTextContent('French');
    expect(screen.getByTestId('ai-writing-settings-save')).toBeDisabled();
  });

  it('saves a changed default and says so', async () => {
    const view = render();
    view.http.onPost(UPDATE).reply((config) => okReply(JSON.parse(String(config.data))));
    await waitFor(() => expect(screen.getByTestId('ai-writing-tone')).toHaveTextContent('Expert'));
    await choose('ai-writing-tone', 'Playful');
    await userEvent.click(screen.getByTestId('ai-writing-settings-save'));
    await waitFor(() => expect(toasts).toContain('ok:AI writing defaults saved.'));
    expect(JSON.parse(String(view.http.history.post[0]!.data))).toEqual({
      style: 'simple',
      tone: 'playful',
      language: 'fr',
    });
    expect(screen.getByTestId('ai-writing-tone')).toHaveTextContent('Playful');
    expect(screen.getByTestId('ai-writing-settings-save')).toBeDisabled();
  });

  it('keeps the choices of a refused save and shows why, translated', async () => {
    const view = render();
    view.http.onPost(UPDATE).reply(400, {
      status: 400,
      message: 'FieldInvalid',
      data: null,
      errors: [{ field: 'tone', message: 'FieldInvalid' }],
    });
    await waitFor(() => expect(screen.getByTestId('ai-writing-tone')).toHaveTextContent('Expert'));
    await choose('ai-writing-tone', 'Daring');
    await userEvent.click(screen.getByTestId('ai-writing-settings-save'));
    expect(await screen.findByTestId('ai-writing-settings-failed')).toHaveTextContent(
      'Tone is not valid.',
    );
    expect(screen.getByTestId('ai-writing-tone')).toHaveTextContent('Daring');
    expect(screen.getByTestId('ai-writing-settings-save')).toBeEnabled();
    expect(toasts).not.toContain('ok:AI writing defaults saved.');
  });
});
