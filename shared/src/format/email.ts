import isEmail from 'validator/lib/isEmail';
import isIP from 'validator/lib/isIP';

/**
 * Standard email shape (spec 000 §5), IP literals allowed in brackets (user@[192.168.0.1]).
 * validator's isEmail does the RFC work; a bare IP as domain is refused as the spec asks for
 * brackets.
 */
export function isValidEmail(text: string | null | undefined): boolean {
  if (!text) return false;
  const value = text.trim();
  if (!isEmail(value, { allow_ip_domain: true })) return false;
  const domain = value.slice(value.lastIndexOf('@') + 1);
  return !isIP(domain);
}
