import { MESSAGE_CATALOGUE, STATUS_CATALOGUE, messageEntry, statusEntry } from './error-catalogue';
import { MessageKey } from './message-keys';
import { BodyStatus } from './status-codes';

describe('error catalogue', () => {
  it('has an entry for every body status', () => {
    for (const [name, code] of Object.entries(BodyStatus)) {
      expect(STATUS_CATALOGUE[code]).toMatchObject({ name, i18nKey: `statuses.${name}` });
    }
  });
  it('has an entry for every message key; only Server error! is never shown', () => {
    for (const [name, value] of Object.entries(MessageKey)) {
      expect(MESSAGE_CATALOGUE.get(value)).toEqual({
        i18nKey: `messages.${name}`,
        toast: value !== 'Server error!',
      });
    }
    expect(messageEntry('Http404')?.i18nKey).toBe('messages.Http404');
  });
  it('unknown inputs have no entry', () => {
    expect(messageEntry('anything the server wrote')).toBeUndefined();
    expect(statusEntry(12345)).toBeUndefined();
  });
});
