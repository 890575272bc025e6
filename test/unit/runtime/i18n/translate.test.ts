import { describe, expect, it, vi } from 'vitest';
import { createTranslator, lookup } from '../../../../src/runtime/i18n/translate.js';
import en from '../../../../src/runtime/i18n/en.json' with { type: 'json' };
import type { Dictionary } from '../../../../src/shared/types.js';

const dictionaries: Record<string, Dictionary> = {
  en: { settings: { mode: 'Mode', light: 'Light' }, code: { copy: 'Copy' }, top: 'Top' },
  fr: { settings: { mode: 'Mode (fr)' }, top: 'Haut' },
};

function fakeLog() {
  return { warn: vi.fn<(message: string) => void>(), error: vi.fn<(message: string) => void>() };
}

describe('createTranslator', () => {
  it('looks up dot paths in the current language', () => {
    const t = createTranslator(dictionaries, 'fr', fakeLog());
    expect(t('settings.mode')).toBe('Mode (fr)');
    expect(t('top')).toBe('Haut');
  });

  it('falls back to English, else null', () => {
    const log = fakeLog();
    const t = createTranslator(dictionaries, 'fr', log);
    expect(t('settings.light')).toBe('Light');
    expect(t('code.copy')).toBe('Copy');
    expect(t('code.nothing')).toBeNull();
    // A path through a string, or to a group, is no translation.
    expect(t('top.deeper')).toBeNull();
    expect(t('settings')).toBe(null);
  });

  it('warns once per missing key', () => {
    const log = fakeLog();
    const t = createTranslator(dictionaries, 'en', log);
    t('missing.one');
    t('missing.one');
    t('missing.two');
    t('settings.mode');
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.warn.mock.calls[0]?.[0]).toContain('missing.one');
    expect(log.warn.mock.calls[1]?.[0]).toContain('missing.two');
    expect(log.error).not.toHaveBeenCalled();
  });

  it('keeps its warnings per translator', () => {
    const log = fakeLog();
    createTranslator(dictionaries, 'en', log)('missing');
    createTranslator(dictionaries, 'en', log)('missing');
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('shows an ellipsis and logs one error for a missing language', () => {
    const log = fakeLog();
    const t = createTranslator(dictionaries, 'de', log);
    expect(t('settings.mode')).toBe('\u2026');
    expect(t('anything')).toBe('…');
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]?.[0]).toContain('de');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('uses the console by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(createTranslator(dictionaries, 'en')('nope')).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });

  it('reads the shipped English dictionary', () => {
    const t = createTranslator({ en }, 'en', fakeLog());
    expect(t('code.copy')).toBe('Copy');
    expect(t('settings.resetDensity')).toBe(lookup(en, 'settings.resetDensity'));
  });
});
