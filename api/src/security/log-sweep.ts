/**
 * Looks through log text for what must never be there (issue 13 §3.9): password hashes, signed
 * tokens (JWTs), bearer and mailed tokens, store and payment credentials, full card numbers,
 * e-mail addresses, and any literal secret the caller names (stand-in secrets, test passwords).
 * Patterns rather than the values a test happened to use, so a leak from any test is found.
 */

export interface LogFinding {
  kind: string;
  /** 1-based line of the log. */
  line: number;
  /** The line around the match with the match itself masked: the report must not leak it. */
  excerpt: string;
}

export interface LogSweep {
  lines: number;
  findings: LogFinding[];
}

const PATTERNS: { kind: string; pattern: RegExp }[] = [
  { kind: 'password hash', pattern: /\$argon2(?:id|i|d)\$[^\s"]*|\$2[aby]\$\d\d\$[./\w]{20,}/g },
  { kind: 'JWT', pattern: /\beyJ[\w-]{4,}\.eyJ[\w-]{4,}\.[\w-]*/g },
  { kind: 'bearer token', pattern: /\bBearer\s+(?!\[redacted\])[\w.~+/-]{16,}/gi },
  // our session and mailed tokens: 32 random bytes, base64url (modules/auth/secret-tokens.ts);
  // not a run that starts with a canonical UUID (an omni placement reference, `<order id>-omni-1`,
  // is 43 characters too), which random bytes never spell
  {
    kind: 'session or mailed token',
    pattern:
      /(?<![\w-])(?![0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-)[A-Za-z0-9_-]{43}(?![\w-])/g,
  },
  {
    kind: 'store or payment credential',
    pattern:
      /\bshp(?:at|ua|ca|ss|pa)_[A-Za-z0-9]{16,}|\b(?:ck|cs)_[a-f0-9]{20,}|\b(?:sk|rk)_(?:test|live)_\w+|\bwhsec_\w+/g,
  },
  { kind: 'e-mail address', pattern: /[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g },
];

// 13–19 digits, optionally grouped by spaces or dashes, not part of a longer number or id
const CARD_CANDIDATE = /(?<![\w.-])\d(?:[ -]?\d){12,18}(?![\w.-])/g;
// issuer prefixes of the card networks a shop takes: Visa, Mastercard, Amex, Discover, JCB, UnionPay
const CARD_ISSUER = /^(?:4|5[1-5]|2[2-7]|3[47]|6011|65|64[4-9]|35|62)/;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A full card number: a known issuer, a card's length and a valid check digit. */
export function isCardNumber(candidate: string): boolean {
  const digits = candidate.replace(/[ -]/g, '');
  const length = digits.startsWith('3') && !digits.startsWith('35') ? 15 : 16;
  return (
    (digits.length === length || digits.length === 19) && CARD_ISSUER.test(digits) && luhn(digits)
  );
}

function excerpt(line: string, index: number, length: number): string {
  const from = Math.max(0, index - 60);
  return `${line.slice(from, index)}[${length} chars]${line.slice(index + length, index + length + 60)}`;
}

/** Every finding in `text`; `known` lists literal secrets to look for besides the patterns. */
export function sweepLog(text: string, known: readonly string[] = []): LogSweep {
  const lines = text.split('\n');
  const findings: LogFinding[] = [];
  lines.forEach((line, index) => {
    const add = (kind: string, at: number, length: number) =>
      findings.push({ kind, line: index + 1, excerpt: excerpt(line, at, length) });
    for (const { kind, pattern } of PATTERNS)
      for (const match of line.matchAll(pattern)) add(kind, match.index, match[0].length);
    for (const match of line.matchAll(CARD_CANDIDATE))
      if (isCardNumber(match[0])) add('card number', match.index, match[0].length);
    for (const secret of known) {
      const at = line.indexOf(secret);
      if (secret && at >= 0) add('known secret', at, secret.length);
    }
  });
  return { lines: lines.filter(Boolean).length, findings };
}
