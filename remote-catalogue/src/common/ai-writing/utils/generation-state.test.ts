import { generationReducer, IDLE, type GenerationState } from './generation-state';

const run = (...actions: Parameters<typeof generationReducer>[1][]): GenerationState =>
  actions.reduce(generationReducer, IDLE);

describe('a generation in the AI panel', () => {
  it('grows while streaming and holds the whole text when done', () => {
    expect(
      run(
        { type: 'start', field: 'title' },
        { type: 'delta', text: 'Oak ' },
        { type: 'delta', text: 'Lamp' },
      ),
    ).toEqual({ phase: 'streaming', field: 'title', text: 'Oak Lamp' });
    expect(
      run(
        { type: 'start', field: 'title' },
        { type: 'delta', text: 'Oak ' },
        { type: 'done', text: 'Oak Lamp' },
      ),
    ).toEqual({ phase: 'done', field: 'title', text: 'Oak Lamp' });
  });

  it('keeps what was written when stopped, and ignores pieces that arrive after', () => {
    expect(
      run(
        { type: 'start', field: 'description' },
        { type: 'delta', text: 'Meet ' },
        { type: 'stop' },
        { type: 'delta', text: 'late' },
        { type: 'done', text: 'Meet late' },
      ),
    ).toEqual({ phase: 'stopped', field: 'description', text: 'Meet ' });
  });

  it('fails with the reason, and starts afresh', () => {
    const failed = run(
      { type: 'start', field: 'bullets' },
      { type: 'fail', failure: { kind: 'quota', limit: 5, usage: 5 } },
    );
    expect(failed).toMatchObject({ phase: 'failed', failure: { kind: 'quota', limit: 5 } });
    expect(generationReducer(failed, { type: 'start', field: 'title' })).toEqual({
      phase: 'streaming',
      field: 'title',
      text: '',
    });
    expect(generationReducer(failed, { type: 'clear' })).toBe(IDLE);
  });
});
