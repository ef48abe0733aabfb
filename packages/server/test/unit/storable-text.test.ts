import { describe, expect, it } from 'vitest';
import { unstorableText } from '../../src/lib/storable-text.ts';

describe('text the database cannot store', () => {
  it('finds a NUL or a lone surrogate (high or low, anywhere), never a well-formed pair', () => {
    for (const text of ['\uD800', 'a\uDC00b', 'x\uDBFF', '\uDFFFx', '\uDBFF\uDBFF', '\uDE00\uD83D', '😀\uD83D', '\uDE00😀']) {
      expect(unstorableText(text), JSON.stringify(text)).toBe('validation.loneSurrogate');
    }
    for (const text of ['\u0000', 'nul\u0000inside', '\uD800\u0000']) {
      expect(unstorableText(text), JSON.stringify(text)).toBe('validation.nullCharacter');
    }
    for (const text of ['', 'Leyla', 'Əliyeva', '😀', '\uD83D\uDE00', '👩🏽‍💻', '\uDBFF\uDFFF', '\uFFFD', '\uFEFFbom', '\u202Eevil\u202C']) {
      expect(unstorableText(text), JSON.stringify(text)).toBeNull();
    }
  });
});
