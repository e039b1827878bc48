/**
 * The examples of traffic-policy/macros/index.mdx (ngrok-docs 56a5f996), each a macro, an
 * expression as the page writes it, and the value the page states. Left out: examples the page
 * marks as errors, examples that are not CEL (`json.encode({a:b})`, `Player {...}` literals:
 * TRAFFIC-POLICY-NOTES.md item 10; the sortBy case uses maps instead), random results
 * (`rand.*`: checked by range), and examples whose stated value is standard CEL's where the page
 * differs (`split(' ', 1)`: the page says ['hello'], CEL's split with a limit keeps the rest; item 10,
 * standard CEL followed).
 */
export const MACRO_PAGE = "traffic-policy/macros/index.mdx";

/** Macro headings of the page, in its order (the `###` titles' names). */
export const DOCUMENTED_MACROS = [
  "base64.decode", "base64.encode", "basic_auth.encode", "bytes.size", "getReqCookie", "getReqHeader", "getQueryParam", "hasQueryParam",
  "hasReqCookie", "hasReqHeader", "getResCookie", "getResHeader", "hasResCookie", "hasResHeader", "hash.crc32", "hash.crc64", "hash.md5",
  "hash.sha1", "hash.sha256", "hash.sha512", "hash.xxhash64", "json.decode", "json.encode", "list.all", "list.encodeJson", "list.exists",
  "list.exists_one", "list.filter", "list.join", "list.map", "list.size", "list.slice", "list.flatten", "list.sort", "list.sortBy",
  "list.distinct", "lists.range", "map.all", "map.encodeJson", "map.encodeQueryString", "map.exists", "map.exists_one", "map.filter",
  "map.map", "map.size", "queryString.decode", "queryString.encode", "rand.double", "rand.int", "secrets.get", "string.matches",
  "string.startsWith", "string.endsWith", "string.contains", "string.charAt", "string.size", "string.indexOf", "string.format",
  "string.lastIndexOf", "string.split", "string.replace", "string.decodeBase64", "string.decodeJson", "string.decodeQueryString",
  "string.encodeBase64", "string.escapeUrl", "string.isJson", "string.isPrivateIp", "string.isQueryString", "string.isURL", "string.lower",
  "string.upper", "string.parseUrl", "string.unescapeUrl", "string.md5", "string.sha1", "string.sha256", "string.sha512", "string.crc32",
  "string.crc64", "string.xxhash64", "string.lowerAscii", "string.upperAscii", "string.substring", "string.trim", "string.reverse",
  "strings.quote", "ts.getDate", "ts.getDayOfMonth", "ts.getDayOfWeek", "ts.getDayOfYear", "ts.getFullYear", "ts.getHours",
  "ts.getMilliseconds", "ts.getMinutes", "ts.getMonth", "ts.getSeconds", "url.escape", "url.parse", "url.unescape", "has",
  "inCidrRange", "inCidrRanges",
] as const;

/** One example: the macro, the expression, the value it gives (plain JSON). */
export interface MacroCase {
  macro: (typeof DOCUMENTED_MACROS)[number];
  expr: string;
  value: unknown;
  /** What the trace's `vars` show when it is not `value`: a value computed from a secret reads `[secret]` (corpus.test.ts's secrets cases show the upstream gets it). */
  traced?: unknown;
}

/** The request the request/response macros read in these cases. */
export const MACRO_REQUEST = {
  method: "GET",
  url: "https://app.example.com/search?search=tacos&query=1",
  headers: { "User-Agent": "google-images/1.0", Authorization: "Bearer x", Cookie: "session=abc", "x-json-array": '["first entry"]' },
  clientIp: "192.168.1.5",
};
/** The upstream's answer the response macros read. */
export const MACRO_RESPONSE = { status: 200, headers: { "content-type": ["text/html"], "set-cookie": ["_device_id=d1; Path=/; Secure"] }, body: "" };

export const MACRO_CASES: readonly MacroCase[] = [
  { macro: "base64.decode", expr: "base64.decode('aGVsbG8=') == b'hello'", value: true },
  { macro: "base64.encode", expr: "base64.encode(b'hello')", value: "aGVsbG8=" },
  { macro: "basic_auth.encode", expr: "basic_auth.encode('username', 'password1')", value: "Basic dXNlcm5hbWU6cGFzc3dvcmQx" },
  { macro: "bytes.size", expr: "[b'hello'.size(), size(b'world!')]", value: [5, 6] },
  { macro: "getReqCookie", expr: "getReqCookie('session').value", value: "abc" },
  { macro: "getReqHeader", expr: "getReqHeader('User-Agent').exists(v, v.matches('(?i)google-images'))", value: true },
  { macro: "getQueryParam", expr: "getQueryParam('search')", value: ["tacos"] },
  { macro: "hasQueryParam", expr: "hasQueryParam('query')", value: true },
  { macro: "hasReqCookie", expr: "hasReqCookie('session')", value: true },
  { macro: "hasReqHeader", expr: "hasReqHeader('Authorization')", value: true },
  { macro: "getResCookie", expr: "getResCookie('_device_id').secure", value: true },
  { macro: "getResHeader", expr: "getResHeader('Content-Type')", value: ["text/html"] },
  { macro: "hasResCookie", expr: "hasResCookie('_device_id')", value: true },
  { macro: "hasResHeader", expr: "hasResHeader('Content-Type')", value: true },
  { macro: "hash.crc32", expr: "[hash.crc32('hello'), hash.crc32('hello', 'base64')]", value: ["3610a686", "NhCmhg=="] },
  { macro: "hash.crc64", expr: "[hash.crc64('hello'), hash.crc64('hello', 'base64')]", value: ["3c3eeee2d8100000", "PD7u4tgQAAA="] },
  { macro: "hash.md5", expr: "[hash.md5('hello'), hash.md5('hello', 'base64')]", value: ["5d41402abc4b2a76b9719d911017c592", "XUFAKrxLKna5cZ2REBfFkg=="] },
  { macro: "hash.sha1", expr: "[hash.sha1('hello'), hash.sha1('hello', 'base64')]", value: ["aaf4c61ddcc5e8a2dabede0f3b482cd9aea9434d", "qvTGHdzF6KLavt4PO0gs2a6pQ00="] },
  { macro: "hash.sha256", expr: "hash.sha256('hello', 'base64')", value: "LPJNul+wow4m6DsqxbninhsWHlwfp0JecwQzYpOLmCQ=" },
  { macro: "hash.sha512", expr: "hash.sha512('hello')", value: "9b71d224bd62f3785d96d46ad3ea3d73319bfbc2890caadae2dff72519673ca72323c3d99ba5c11d7c7acc6e14b8c5da0c4663475c2e5c3adef46f73bcdec043" },
  { macro: "hash.xxhash64", expr: "[hash.xxhash64('hello'), hash.xxhash64('hello', 'base64')]", value: ["26c7827d889f6da3", "JseCfYifbaM="] },
  { macro: "json.decode", expr: "json.decode(getReqHeader('x-json-array')[0])[0] == \"first entry\"", value: true },
  { macro: "json.encode", expr: "json.encode(['a','b','c'])", value: '["a","b","c"]' },
  { macro: "list.all", expr: "[1, 2, 3].all(x, x > 0)", value: true },
  { macro: "list.encodeJson", expr: "['a','b','c'].encodeJson()", value: '["a","b","c"]' },
  { macro: "list.exists", expr: "[1, -2, 3].exists(x, x > 0)", value: true },
  { macro: "list.exists_one", expr: "[1, 2, 3].exists_one(x, x == 2)", value: true },
  { macro: "list.filter", expr: "[1, 2, 3].filter(x, x > 1)", value: [2, 3] },
  { macro: "list.join", expr: "[['hello', 'mellow'].join(), ['hello', 'mellow'].join(' ')]", value: ["hellomellow", "hello mellow"] },
  { macro: "list.map", expr: "[[1, 2, 3].map(n, n * n), [1, 2, 3, 4].map(num, num % 2 == 0, num * 2)]", value: [[1, 4, 9], [4, 8]] },
  { macro: "list.size", expr: "[['hello', 'world'].size(), size(['hello', 'world'])]", value: [2, 2] },
  { macro: "list.slice", expr: "[[1,2,3,4].slice(1, 3), [1,2,3,4].slice(2, 4)]", value: [[2, 3], [3, 4]] },
  { macro: "list.flatten", expr: "[[1,[2,3],[4]].flatten(), [1,[2,[3,4]]].flatten(), [1,[2,[3,[4]]]].flatten(2)]", value: [[1, 2, 3, 4], [1, 2, [3, 4]], [1, 2, 3, [4]]] },
  { macro: "list.sort", expr: "[[3, 2, 1].sort(), ['b', 'c', 'a'].sort()]", value: [[1, 2, 3], ["a", "b", "c"]] },
  { macro: "list.sortBy", expr: "[{'name': 'foo', 'score': 0}, {'name': 'bar', 'score': -10}, {'name': 'baz', 'score': 1000}].sortBy(e, e.score).map(e, e.name)", value: ["bar", "foo", "baz"] },
  { macro: "list.distinct", expr: "[[1, 2, 2, 3, 3, 3].distinct(), ['b', 'b', 'c', 'a', 'c'].distinct(), [1, 'b', 2, 'b'].distinct()]", value: [[1, 2, 3], ["b", "c", "a"], [1, "b", 2]] },
  { macro: "lists.range", expr: "lists.range(5)", value: [0, 1, 2, 3, 4] },
  { macro: "map.all", expr: "{'one': 1, 'two': 2}.all(x, x.startsWith('o'))", value: false },
  { macro: "map.encodeJson", expr: "{'a':'b','c':'d'}.encodeJson()", value: '{"a":"b","c":"d"}' },
  { macro: "map.encodeQueryString", expr: "{'a':'b','c':'d'}.encodeQueryString()", value: "a=b&c=d" },
  { macro: "map.exists", expr: "{'one': 1, 'two': 2}.exists(x, x.startsWith('o'))", value: true },
  { macro: "map.exists_one", expr: "{'one': 1, 'two': 2}.exists_one(x, x == 'one')", value: true },
  { macro: "map.filter", expr: "{'one': 1, 'two': 2}.filter(x, x.startsWith('o'))", value: ["one"] },
  { macro: "map.map", expr: "[{'one': 1, 'two': 2}.map(k, k), {'one': 1, 'two': 2, 'three': 3}.map(k, k.startsWith('t'), k.upper())]", value: [["one", "two"], ["TWO", "THREE"]] },
  { macro: "map.size", expr: "[{'hello': 'world'}.size(), size({1: true, 2: false})]", value: [1, 2] },
  { macro: "queryString.decode", expr: "queryString.decode('a=b&c=d')", value: { a: ["b"], c: ["d"] } },
  { macro: "queryString.encode", expr: "queryString.encode({'a':'b','c':'d'})", value: "a=b&c=d" },
  { macro: "rand.double", expr: "rand.double() >= 0.0 && rand.double() < 1.0", value: true },
  { macro: "rand.int", expr: "rand.int() <= 1 && rand.int(0, 10) <= 10", value: true },
  { macro: "secrets.get", expr: "secrets.get('vault-name', 'secret-name')", value: "s3cr3t", traced: "[secret]" },
  { macro: "string.matches", expr: "[matches('foobar', 'foo.*'), 'hello'.matches('^h.*o$'), 'test'.matches('fail')]", value: [true, true, false] },
  { macro: "string.startsWith", expr: "['hello world'.startsWith('hello'), 'ngrok'.startsWith('rocks'), 'test'.startsWith('')]", value: [true, false, true] },
  { macro: "string.endsWith", expr: "['foobar'.endsWith('bar'), 'ngrok'.endsWith('rocks')]", value: [true, false] },
  { macro: "string.contains", expr: "['ngrok'.contains('gro'), 'foobar'.contains('baz')]", value: [true, false] },
  { macro: "string.charAt", expr: "['hello'.charAt(4), 'hello'.charAt(5)]", value: ["o", ""] },
  { macro: "string.size", expr: "['hello'.size(), size('world!')]", value: [5, 6] },
  { macro: "string.indexOf", expr: "['hello mellow'.indexOf(''), 'hello mellow'.indexOf('ello'), 'hello mellow'.indexOf('jello'), 'hello mellow'.indexOf('ello', 2)]", value: [0, 1, -1, 7] },
  { macro: "string.format", expr: "['hello %s'.format(['world']), 'integer: %d'.format([42]), '%x'.format([26])]", value: ["hello world", "integer: 42", "1a"] },
  { macro: "string.lastIndexOf", expr: "['hello mellow'.lastIndexOf(''), 'hello mellow'.lastIndexOf('ello'), 'hello mellow'.lastIndexOf('ello', 6)]", value: [12, 7, 1] },
  { macro: "string.split", expr: "'hello,mellow,hi'.split(',')", value: ["hello", "mellow", "hi"] },
  { macro: "string.replace", expr: "['hello mellow'.replace('l', 'L'), 'hello mellow'.replace('l', 'L', 2)]", value: ["heLLo meLLow", "heLLo mellow"] },
  { macro: "string.decodeBase64", expr: "'c29tZTp0aGluZw=='.decodeBase64()", value: "some:thing" },
  { macro: "string.decodeJson", expr: "'{\"a\":\"b\"}'.decodeJson()", value: { a: "b" } },
  { macro: "string.decodeQueryString", expr: "'a=b&c=d'.decodeQueryString()", value: { a: ["b"], c: ["d"] } },
  { macro: "string.encodeBase64", expr: "'some:thing'.encodeBase64()", value: "c29tZTp0aGluZw==" },
  { macro: "string.escapeUrl", expr: "'i;md/r/$y'.escapeUrl()", value: "i%3Bmd%2Fr%2F%24y" },
  { macro: "string.isJson", expr: "['{\"a\":\"b\",\"c\":\"d\"}'.isJson(), 'not json'.isJson()]", value: [true, false] },
  { macro: "string.isPrivateIp", expr: "'192.168.1.1'.isPrivateIp()", value: true },
  { macro: "string.isQueryString", expr: "['a=b&c=d'.isQueryString(), 'not a query string'.isQueryString()]", value: [true, false] },
  { macro: "string.isURL", expr: "['https://ngrok.com'.isURL(), 'not a url'.isURL()]", value: [true, false] },
  { macro: "string.lower", expr: "'Ärger in Österreich, ÉCOLE, ЙОГА!'.lower()", value: "ärger in österreich, école, йога!" },
  { macro: "string.upper", expr: "'Ärger in Österreich, école, йога!'.upper()", value: "ÄRGER IN ÖSTERREICH, ÉCOLE, ЙОГА!" },
  { macro: "string.parseUrl", expr: "['https://ngrok.com'.parseUrl().host, 'https://ngrok.com'.parseUrl().scheme]", value: ["ngrok.com", "https"] },
  { macro: "string.unescapeUrl", expr: "'i%3Bmd%2Fr%2F%24y'.unescapeUrl()", value: "i;md/r/$y" },
  { macro: "string.md5", expr: "['hello'.md5(), 'hello'.md5('base64')]", value: ["5d41402abc4b2a76b9719d911017c592", "XUFAKrxLKna5cZ2REBfFkg=="] },
  { macro: "string.sha1", expr: "'hello'.sha1()", value: "aaf4c61ddcc5e8a2dabede0f3b482cd9aea9434d" },
  { macro: "string.sha256", expr: "'hello'.sha256()", value: "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824" },
  { macro: "string.sha512", expr: "'hello'.sha512('base64')", value: "m3HSJL1i83hdltRq0+o9czGb+8KJDKra4t/3JRlnPKcjI8PZm6XBHXx6zG4UuMXaDEZjR1wuXDre9G9zvN7AQw==" },
  { macro: "string.crc32", expr: "'hello'.crc32()", value: "3610a686" },
  { macro: "string.crc64", expr: "'hello'.crc64('base64')", value: "PD7u4tgQAAA=" },
  { macro: "string.xxhash64", expr: "'hello'.xxhash64()", value: "26c7827d889f6da3" },
  { macro: "string.lowerAscii", expr: "['TacoCat'.lowerAscii(), 'TacoCÆt Xii'.lowerAscii()]", value: ["tacocat", "tacocÆt xii"] },
  { macro: "string.upperAscii", expr: "['TacoCat'.upperAscii(), 'TacoCÆt Xii'.upperAscii()]", value: ["TACOCAT", "TACOCÆT XII"] },
  { macro: "string.substring", expr: "['tacocat'.substring(4), 'tacocat'.substring(0, 4)]", value: ["cat", "taco"] },
  { macro: "string.trim", expr: "'  \\ttrim\\n    '.trim()", value: "trim" },
  { macro: "string.reverse", expr: "['gums'.reverse(), 'John Smith'.reverse()]", value: ["smug", "htimS nhoJ"] },
  { macro: "strings.quote", expr: "strings.quote('single-quote with \"double quote\"')", value: '"single-quote with \\"double quote\\""' },
  { macro: "ts.getDate", expr: "[timestamp('2023-12-25T00:00:00Z').getDate(), timestamp('2023-12-25T00:00:00Z').getDate('America/Los_Angeles')]", value: [25, 24] },
  { macro: "ts.getDayOfMonth", expr: "[timestamp('2023-12-25T00:00:00Z').getDayOfMonth(), timestamp('2023-12-25T00:00:00Z').getDayOfMonth('America/Los_Angeles')]", value: [24, 23] },
  { macro: "ts.getDayOfWeek", expr: "timestamp('2023-12-25T12:00:00Z').getDayOfWeek()", value: 1 },
  { macro: "ts.getDayOfYear", expr: "timestamp('2023-12-25T12:00:00Z').getDayOfYear()", value: 358 },
  { macro: "ts.getFullYear", expr: "timestamp('2023-12-25T12:00:00Z').getFullYear()", value: 2023 },
  { macro: "ts.getHours", expr: "[timestamp('2023-12-25T12:00:00Z').getHours(), duration('3h').getHours()]", value: [12, 3] },
  { macro: "ts.getMilliseconds", expr: "[timestamp('2023-12-25T12:00:00.500Z').getMilliseconds(), duration('1.234s').getMilliseconds()]", value: [500, 234] },
  { macro: "ts.getMinutes", expr: "[timestamp('2023-12-25T12:30:00Z').getMinutes(), duration('1h30m').getMinutes()]", value: [30, 90] },
  { macro: "ts.getMonth", expr: "timestamp('2023-12-25T12:00:00Z').getMonth()", value: 11 },
  { macro: "ts.getSeconds", expr: "timestamp('2023-12-25T12:30:30Z').getSeconds()", value: 30 },
  { macro: "url.escape", expr: "url.escape('i;md/r/$y')", value: "i%3Bmd%2Fr%2F%24y" },
  { macro: "url.parse", expr: "url.parse('https://ngrok.com').host == 'ngrok.com'", value: true },
  { macro: "url.unescape", expr: "url.unescape('i%3Bmd%2Fr%2F%24y')", value: "i;md/r/$y" },
  { macro: "has", expr: "has(req.url.path)", value: true },
  { macro: "inCidrRange", expr: "inCidrRange(conn.client_ip, '192.168.0.0/16')", value: true },
  { macro: "inCidrRanges", expr: "inCidrRanges(conn.client_ip, ['10.0.0.0/8', '192.168.0.0/16'])", value: true },
];
