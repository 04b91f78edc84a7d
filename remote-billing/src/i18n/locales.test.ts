import path from 'node:path';
import { translationProblems } from '@omni/shared/remote-testing';
import { LOCALE_LOADERS } from './locale-loaders';

describe('translations', () => {
  it('has every key in all nine languages, each with a file and a loader', () => {
    expect(translationProblems(path.join(__dirname, 'locales'), LOCALE_LOADERS)).toEqual([]);
  });
});
