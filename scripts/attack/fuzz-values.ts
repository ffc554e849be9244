// The fuzzer's catalogue of malformed input (scripts/attack/fuzz.ts sends it): NUL bytes, broken JSON, odd strings
// and values, integers at and past int4's bounds (issue #37), odd URL parts and wrong content types.
export const nulStrings = ['\u0000', 'a\u0000b', `${'x'.repeat(20)}\u0000`, '\u0000\u0000'];
export const nulInUrl = ['%00', 'a%00b', '%00%00', 'world%00'];
export const badJson = ['{', '{"a":', '[1,2', '{"a":1,}', "{'a':1}", '{"a":"\u0000', 'nul', '{"a":1}}'];
const weirdStrings = [
  '',
  ' ',
  'a'.repeat(5000),
  'é',
  '😀'.repeat(60),
  '\u202e\u202d',
  '\ud800',
  "' OR 1=1 --",
  '"; drop table users; --',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '$' + '{7*7}{{7*7}}',
  '-1',
  '0',
  '99999999999999999999999',
  '1e309',
  'NaN',
  'null',
  '00000000-0000-0000-0000-000000000000',
  'world',
  'favorites',
  '\\u0000',
  'ｆｕｌｌｗｉｄｔｈ',
  'a\nb\r\nc\t',
];
export const weirdValues: unknown[] = [
  ...weirdStrings,
  0,
  -1,
  1.5,
  1e308,
  true,
  false,
  null,
  [],
  {},
  ['a'],
  { a: 1 },
  [[[[[[[[[[[]]]]]]]]]]],
  Array.from({ length: 2000 }, () => 'x'),
];
/** A number written into the JSON as is: past what a JavaScript number (or JSON.stringify) can say. */
export class RawNumber {
  constructor(readonly text: string) {}
}
// Integer bounds (issue #37), as JSON numbers in every number field: every number column is an int4. In range at
// the edges (may be accepted), and past int4, past 2^53 or past a double (Infinity when parsed): refused for certain.
export const intEdges = ['2147483647', '-2147483648'].map((text) => new RawNumber(text));
export const intPast = ['2147483648', '-2147483649', '9007199254740993', '1e309', '-1e309'].map(
  (text) => new RawNumber(text),
);
// The same in number-like query parameters (limit, offset), which a route may clamp.
export const intUrlValues = ['2147483647', '2147483648', '-2147483649', '9007199254740993'];
export const weirdUrlValues = [
  ...weirdStrings.filter((s) => s !== '' && s !== '\ud800').map((s) => encodeURIComponent(s)),
  '%ED%A0%80', // a lone surrogate, UTF-8 encoded
  '%',
  '%zz',
  '%C0%80',
  '..',
  '%2F..%2F',
  '%E2%80%AE',
  'a'.repeat(3000),
];
export const contentTypes: [string | undefined, (valid: string) => string][] = [
  ['text/plain', (valid) => valid],
  ['application/x-www-form-urlencoded', () => 'a=b&content=x'],
  [
    'multipart/form-data; boundary=zz',
    () => '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--zz--',
  ],
  ['application/xml', () => '<a>1</a>'],
  [undefined, (valid) => valid],
  ['application/json', () => ''],
  ['application/json', () => '[1,2,3]'],
  ['application/json', () => '"text"'],
  ['application/json', () => '42'],
  ['application/json; charset=utf-16', (valid) => valid],
];
