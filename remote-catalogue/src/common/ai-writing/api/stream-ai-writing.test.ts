/**
 * @jest-environment node
 */
import { AiWritingRefusal } from './ai-writing-refusal';
import { streamAiWriting } from './stream-ai-writing';

const mockOpen = jest.fn();
jest.mock('@omni/shared/api-client', () => ({
  openApiStream: (...args: unknown[]) => mockOpen(...args),
}));

const request = { field: 'title', style: 'simple', tone: 'expert', language: 'en' } as const;

function sse(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(productId: string) {
  const items = [];
  for await (const item of streamAiWriting(productId, request, new AbortController().signal))
    items.push(item);
  return items;
}

describe('reading a generation stream', () => {
  it('posts to the product and yields its events, across chunk boundaries', async () => {
    mockOpen.mockResolvedValue({
      ok: true,
      body: sse(
        'event: delta\ndata: {"text":"Oak "}\n\nevent: del',
        'ta\ndata: {"text":"Lamp"}\n\n: keep-alive\n\nevent: done\ndata: {"text":"Oak Lamp"}\n\n',
      ),
    });
    expect(await collect('a/b')).toEqual([
      { event: 'delta', data: { text: 'Oak ' } },
      { event: 'delta', data: { text: 'Lamp' } },
      { event: 'done', data: { text: 'Oak Lamp' } },
    ]);
    expect(mockOpen).toHaveBeenCalledWith('POST', '/center/products/a%2Fb/ai-writing', request, {
      signal: expect.any(AbortSignal),
      silent: true,
    });
  });

  it('throws the refusal when the API answers without a stream', async () => {
    const result = {
      status: 202,
      message: 'DataNotFound',
      success: false,
      data: null,
      httpStatus: 404,
    };
    mockOpen.mockResolvedValue({ ok: false, result });
    await expect(collect('p')).rejects.toEqual(new AiWritingRefusal(result));
  });
});
