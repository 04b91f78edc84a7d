import type { ServiceConditions } from './conditions';

/**
 * The small HTML page each stand-in serves at /_control to act as the outside world. Every
 * action is a form that POSTs JSON to the stand-in's control API; the answer is shown below.
 */
export interface ControlAction {
  title: string;
  /** Control API path, e.g. /_control/ship. */
  path: string;
  fields: { name: string; label: string; type?: 'text' | 'number' | 'checkbox'; value?: string }[];
  hint?: string;
}

/** The "Service conditions" form (down / slow / rate-limited) every stand-in offers. */
export function serviceConditionsAction(conditions: ServiceConditions): ControlAction {
  return {
    title: 'Service conditions',
    path: '/_control/conditions',
    fields: [
      { name: 'down', label: 'Down', type: 'checkbox', value: String(conditions.down) },
      { name: 'slowMs', label: 'Slow (ms)', type: 'number', value: String(conditions.slowMs) },
      {
        name: 'rateLimited',
        label: 'Rate-limited',
        type: 'checkbox',
        value: String(conditions.rateLimited),
      },
    ],
  };
}

export function controlPage(service: string, actions: ControlAction[], state: unknown): string {
  const forms = actions
    .map(
      (action) => `
  <form data-path="${escapeHtml(action.path)}">
    <h2>${escapeHtml(action.title)}</h2>
    ${action.hint ? `<p class="hint">${escapeHtml(action.hint)}</p>` : ''}
    ${action.fields
      .map(
        (field) =>
          `<label>${escapeHtml(field.label)} <input name="${escapeHtml(field.name)}" type="${field.type ?? 'text'}"${
            field.type === 'checkbox'
              ? field.value === 'true'
                ? ' checked'
                : ''
              : ` value="${escapeHtml(field.value ?? '')}"`
          }></label>`,
      )
      .join('\n    ')}
    <button type="submit">${escapeHtml(action.title)}</button>
  </form>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(service)} stand-in — control</title>
<style>
 body{font-family:system-ui,sans-serif;max-width:880px;margin:2rem auto;padding:0 1rem;color:#1f2933}
 form{border:1px solid #d0d7de;border-radius:8px;padding:1rem;margin:1rem 0}
 h2{font-size:1.05rem;margin:0 0 .5rem} label{display:inline-block;margin:.25rem 1rem .25rem 0}
 .hint{color:#52606d;margin:.25rem 0} pre{background:#f5f7fa;padding:1rem;overflow:auto;max-height:24rem}
 .badge{background:#fde68a;border-radius:4px;padding:2px 6px;font-size:.8rem}
</style></head>
<body>
<h1>${escapeHtml(service)} stand-in <span class="badge">Sandbox</span></h1>
<p>Act as the outside world. Each button calls this stand-in's control API (JSON).</p>
${forms}
<h2>Result</h2><pre id="result">—</pre>
<h2>State</h2><pre id="state">${escapeHtml(JSON.stringify(state, null, 2))}</pre>
<script>
for (const form of document.querySelectorAll('form')) {
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const body = {};
    for (const input of form.querySelectorAll('input')) {
      if (input.type === 'checkbox') body[input.name] = input.checked;
      else if (input.value !== '') body[input.name] = input.type === 'number' ? Number(input.value) : input.value;
    }
    const response = await fetch(form.dataset.path, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    document.getElementById('result').textContent = response.status + ' ' + await response.text();
  });
}
</script>
</body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
