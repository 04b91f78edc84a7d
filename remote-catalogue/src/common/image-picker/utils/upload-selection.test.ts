import { planUploads, remainingUploads } from './upload-selection';

const file = (name: string, size: number) => {
  const made = new File(['x'], name);
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('planUploads', () => {
  let counter = 0;
  const nextId = () => String((counter += 1));

  it('drops the files past the 250th', () => {
    const files = Array.from({ length: 260 }, (_, i) => file(`f${i}.png`, 10));
    const plan = planUploads(files, nextId);
    expect(plan).toHaveLength(250);
    expect(plan.at(-1)!.file.name).toBe('f249.png');
  });

  it('marks a file over 2 MB as an error at once, with its error_code', () => {
    const [big, small] = planUploads(
      [file('big.jpg', 3 * 1024 * 1024), file('ok.jpg', 1000)],
      nextId,
    );
    expect(big!.message).toMatchObject({
      status: 'error',
      error: 'ImageTooLarge',
      errorParams: { max_mb: 2 },
    });
    expect(small!.message).toMatchObject({ status: 'processing', name: 'ok.jpg' });
  });

  it('counts the files still processing', () => {
    expect(
      remainingUploads([
        { id: '1', name: 'a', status: 'processing' },
        { id: '2', name: 'b', status: 'done' },
        { id: '3', name: 'c', status: 'error', error: 'ImageTooLarge' },
      ]),
    ).toBe(1);
  });
});
