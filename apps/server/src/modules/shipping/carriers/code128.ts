// Code 128 (ISO/IEC 15417), the barcode of parcel labels, in code sets B (printable ASCII) and
// C (pairs of digits), switching to C for runs of four or more digits as scanners expect of
// tracking numbers. Each symbol is six alternating bar and space widths of 1 to 4 modules
// (eleven modules in all); the stop symbol has seven (thirteen modules).

const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212',
  '221213', '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221',
  '223211', '221132', '221231', '213212', '223112', '312131', '311222', '321122', '321221',
  '312212', '322112', '322211', '212123', '212321', '232121', '111323', '131123', '131321',
  '112313', '132113', '132311', '211313', '231113', '231311', '112133', '112331', '132131',
  '113123', '113321', '133121', '313121', '211331', '231131', '213113', '213311', '213131',
  '311123', '311321', '331121', '312113', '312311', '332111', '314111', '221411', '431111',
  '111224', '111422', '121124', '121421', '141122', '141221', '112214', '112412', '122114',
  '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111', '111242',
  '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311',
  '113141', '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
] as const; // prettier-ignore

export const CODE128 = {
  patterns: PATTERNS,
  startB: 104,
  startC: 105,
  codeB: 100,
  codeC: 99,
  stop: 106,
} as const;

/** Digits from `index` on, as long as they run. */
function digitRun(text: string, index: number): number {
  let end = index;
  while (end < text.length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++;
  return end - index;
}

/**
 * The symbol values of `text`: start, data, checksum and stop. Throws a RangeError for
 * characters outside printable ASCII (a tracking number never has any).
 */
export function code128Values(text: string): number[] {
  if (text.length === 0) throw new RangeError('Code 128 needs at least one character');
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 32 || code > 126)
      throw new RangeError(`Code 128 B cannot encode ${JSON.stringify(char)}`);
  }
  const values: number[] = [];
  let set: 'B' | 'C';
  const leading = digitRun(text, 0);
  if (leading === text.length ? leading >= 2 && leading % 2 === 0 : leading >= 4) {
    set = 'C';
    values.push(CODE128.startC);
  } else {
    set = 'B';
    values.push(CODE128.startB);
  }
  let index = 0;
  while (index < text.length) {
    const run = digitRun(text, index);
    if (set === 'C') {
      if (run >= 2) {
        values.push(Number(text.slice(index, index + 2)));
        index += 2;
        continue;
      }
      set = 'B';
      values.push(CODE128.codeB);
    }
    // In B: a run of four or more digits is shorter in C.
    if (run >= 4) {
      if (run % 2 === 1) {
        // An odd run: the first digit in B, the pairs in C.
        values.push(text.charCodeAt(index) - 32);
        index += 1;
      }
      set = 'C';
      values.push(CODE128.codeC);
      continue;
    }
    values.push(text.charCodeAt(index) - 32);
    index += 1;
  }
  const checksum =
    values.reduce((sum, value, position) => sum + value * Math.max(position, 1), 0) % 103;
  values.push(checksum, CODE128.stop);
  return values;
}

/** Bar and space widths in modules, starting with a bar, without the quiet zones. */
export function code128Widths(text: string): number[] {
  return code128Values(text).flatMap((value) => [...PATTERNS[value]!].map(Number));
}
