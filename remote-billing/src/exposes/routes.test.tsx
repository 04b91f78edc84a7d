import { remoteModuleProblems } from '@omni/shared/remote-testing';
import remoteModule from './routes';

describe('the billing remote module', () => {
  it('keeps the remote contract: its namespace, every mount it owns, translations', async () => {
    expect(await remoteModuleProblems(remoteModule, 'billing')).toEqual([]);
  });
});
