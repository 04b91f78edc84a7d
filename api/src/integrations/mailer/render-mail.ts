import type { LanguageCode } from '@omni/shared/contracts';
import type { MailMessage } from './mailer';
import {
  ALREADY_REGISTERED_TEXTS,
  PASSWORD_RESET_TEXTS,
  VERIFICATION_TEXTS,
  type MailTexts,
} from './mail-texts';

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function render(
  texts: MailTexts,
  language: LanguageCode,
  to: string,
  name: string,
  link: string,
  kind: string,
): MailMessage {
  const greeting = name ? `${texts.greeting} ${name},` : `${texts.greeting},`;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const html =
    `<div dir="${dir}" lang="${language}" style="font-family:sans-serif;max-width:560px">` +
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(texts.body)}</p>` +
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#1677ff;color:#fff;` +
    `border-radius:6px;text-decoration:none">${escapeHtml(texts.action)}</a></p>` +
    `<p style="font-size:12px;color:#666">${escapeHtml(link)}</p>` +
    `<p style="font-size:12px;color:#666">${escapeHtml(texts.ignore)}</p></div>`;
  const text = `${greeting}\n\n${texts.body}\n\n${texts.action}: ${link}\n\n${texts.ignore}\n`;
  return { to, subject: texts.subject, html, text, kind };
}

export function verificationMail(
  language: LanguageCode,
  to: string,
  name: string,
  link: string,
): MailMessage {
  return render(VERIFICATION_TEXTS[language], language, to, name, link, 'verification');
}

export function passwordResetMail(
  language: LanguageCode,
  to: string,
  name: string,
  link: string,
): MailMessage {
  return render(PASSWORD_RESET_TEXTS[language], language, to, name, link, 'password_reset');
}

/** To an existing account's address when someone signs up with it; the link resets the password. */
export function alreadyRegisteredMail(
  language: LanguageCode,
  to: string,
  name: string,
  link: string,
): MailMessage {
  return render(ALREADY_REGISTERED_TEXTS[language], language, to, name, link, 'already_registered');
}
