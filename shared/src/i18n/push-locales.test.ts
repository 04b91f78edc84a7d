import path from 'node:path';
import { translationProblems } from '../remote-testing/translation-problems';
import { PUSH_LOCALE_LOADERS } from './push-locales';

describe('push namespace locales', () => {
  it('has every key in all nine languages, each with a file and a loader', () => {
    expect(translationProblems(path.join(__dirname, 'push-locales'), PUSH_LOCALE_LOADERS)).toEqual(
      [],
    );
  });
});
