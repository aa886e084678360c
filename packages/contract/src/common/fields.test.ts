import { describe, expect, it } from 'vitest';
import { plainText } from './fields.ts';
import { messages } from './messages.ts';

const code = (n: number) => String.fromCharCode(n);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const refusal = (result: ReturnType<ReturnType<typeof plainText>['safeParse']>) => result.error?.issues.map((i) => i.message);

describe('plainText', () => {
  it('refuses every C0 control, DEL and every C1 control with the one catalogue message', () => {
    for (const n of [...range(0x00, 0x1f), 0x7f, ...range(0x80, 0x9f)]) {
      expect(refusal(plainText().safeParse(`a${code(n)}b`)), `U+${n.toString(16)}`).toEqual([messages.textControlCharacters]);
    }
  });

  it('keeps text a person types: spaces, punctuation, letters beyond ASCII, the no-break space just past C1, emoji', () => {
    for (const text of ['', 'Asha Rao', "O'Brien-Smith, Jr.", 'Zoë Ñúñez', '李小龍', 'a\u00a0b', '🙂 ok', 'Z1234567', '<script>']) {
      expect(plainText().safeParse(text)).toEqual({ success: true, data: text });
    }
  });

  it('multi-line text keeps tab, line feed and carriage return, and still refuses the rest', () => {
    expect(plainText({ multiline: true }).safeParse('Flat 4\r\nMG Road\tBangalore').success).toBe(true);
    for (const n of [0x00, 0x0b, 0x0c, 0x1b, 0x7f, 0x85]) {
      expect(refusal(plainText({ multiline: true }).safeParse(`a${code(n)}b`)), `U+${n.toString(16)}`).toEqual([
        messages.textControlCharacters,
      ]);
    }
    expect(plainText().safeParse('a\nb').success).toBe(false);
  });

  it('trims first when asked, so a pasted line break at either end is dropped rather than refused', () => {
    expect(plainText({ trim: true }).safeParse('\tAsha Rao\r\n')).toEqual({ success: true, data: 'Asha Rao' });
    expect(plainText({ trim: true }).safeParse(' \u0000 ').success).toBe(false);
  });

  it("chains the field's own rules and keeps its message for a missing value", () => {
    const schema = plainText({ trim: true, error: messages.nameRequired }).min(1, messages.nameRequired);
    expect(refusal(schema.safeParse(undefined))).toEqual([messages.nameRequired]);
    expect(refusal(schema.safeParse('  '))).toEqual([messages.nameRequired]);
  });
});
