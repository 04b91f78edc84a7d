import type { LanguageCode } from '@omni/shared/contracts';

export interface MailTexts {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  ignore: string;
}

/** Verification mail in the user's language. */
export const VERIFICATION_TEXTS: Record<LanguageCode, MailTexts> = {
  en: {
    subject: 'Confirm your e-mail address',
    greeting: 'Hello',
    body: 'Thanks for signing up for Omni Dropshipping. Confirm your e-mail address to activate your account. The link is valid for 24 hours.',
    action: 'Confirm e-mail address',
    ignore: 'If you did not sign up, you can ignore this message.',
  },
  ar: {
    subject: 'أكِّد عنوان بريدك الإلكتروني',
    greeting: 'مرحبًا',
    body: 'شكرًا لتسجيلك في Omni Dropshipping. أكِّد عنوان بريدك الإلكتروني لتفعيل حسابك. الرابط صالح لمدة 24 ساعة.',
    action: 'تأكيد البريد الإلكتروني',
    ignore: 'إذا لم تقم بالتسجيل، يمكنك تجاهل هذه الرسالة.',
  },
  de: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    greeting: 'Hallo',
    body: 'Danke für Ihre Registrierung bei Omni Dropshipping. Bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren. Der Link ist 24 Stunden gültig.',
    action: 'E-Mail-Adresse bestätigen',
    ignore: 'Wenn Sie sich nicht registriert haben, können Sie diese Nachricht ignorieren.',
  },
  es: {
    subject: 'Confirma tu dirección de correo electrónico',
    greeting: 'Hola',
    body: 'Gracias por registrarte en Omni Dropshipping. Confirma tu dirección de correo electrónico para activar tu cuenta. El enlace es válido durante 24 horas.',
    action: 'Confirmar correo electrónico',
    ignore: 'Si no te has registrado, puedes ignorar este mensaje.',
  },
  fr: {
    subject: 'Confirmez votre adresse e-mail',
    greeting: 'Bonjour',
    body: 'Merci de votre inscription à Omni Dropshipping. Confirmez votre adresse e-mail pour activer votre compte. Le lien est valable 24 heures.',
    action: "Confirmer l'adresse e-mail",
    ignore: 'Si vous ne vous êtes pas inscrit, vous pouvez ignorer ce message.',
  },
  it: {
    subject: 'Conferma il tuo indirizzo e-mail',
    greeting: 'Ciao',
    body: 'Grazie per esserti registrato a Omni Dropshipping. Conferma il tuo indirizzo e-mail per attivare il tuo account. Il link è valido per 24 ore.',
    action: 'Conferma indirizzo e-mail',
    ignore: 'Se non ti sei registrato, puoi ignorare questo messaggio.',
  },
  nl: {
    subject: 'Bevestig je e-mailadres',
    greeting: 'Hallo',
    body: 'Bedankt voor je aanmelding bij Omni Dropshipping. Bevestig je e-mailadres om je account te activeren. De link is 24 uur geldig.',
    action: 'E-mailadres bevestigen',
    ignore: 'Heb je je niet aangemeld? Dan kun je dit bericht negeren.',
  },
  'pt-BR': {
    subject: 'Confirme seu endereço de e-mail',
    greeting: 'Olá',
    body: 'Obrigado por se cadastrar no Omni Dropshipping. Confirme seu endereço de e-mail para ativar sua conta. O link é válido por 24 horas.',
    action: 'Confirmar e-mail',
    ignore: 'Se você não se cadastrou, pode ignorar esta mensagem.',
  },
  'zh-CN': {
    subject: '请确认您的电子邮箱地址',
    greeting: '您好',
    body: '感谢您注册 Omni Dropshipping。请确认您的电子邮箱地址以激活账户。链接在 24 小时内有效。',
    action: '确认电子邮箱',
    ignore: '如果您没有注册，请忽略此邮件。',
  },
};

/** Password-reset mail in the user's language. */
export const PASSWORD_RESET_TEXTS: Record<LanguageCode, MailTexts> = {
  en: {
    subject: 'Reset your password',
    greeting: 'Hello',
    body: 'We received a request to reset the password of your Omni Dropshipping account. The link is valid for 1 hour and can be used once.',
    action: 'Choose a new password',
    ignore:
      'If you did not ask for this, you can ignore this message; your password stays the same.',
  },
  ar: {
    subject: 'إعادة تعيين كلمة المرور',
    greeting: 'مرحبًا',
    body: 'تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك في Omni Dropshipping. الرابط صالح لمدة ساعة واحدة ويمكن استخدامه مرة واحدة.',
    action: 'اختيار كلمة مرور جديدة',
    ignore: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة وستبقى كلمة مرورك كما هي.',
  },
  de: {
    subject: 'Passwort zurücksetzen',
    greeting: 'Hallo',
    body: 'Wir haben eine Anfrage erhalten, das Passwort Ihres Omni-Dropshipping-Kontos zurückzusetzen. Der Link ist 1 Stunde gültig und kann einmal verwendet werden.',
    action: 'Neues Passwort wählen',
    ignore:
      'Wenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht; Ihr Passwort bleibt unverändert.',
  },
  es: {
    subject: 'Restablece tu contraseña',
    greeting: 'Hola',
    body: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Omni Dropshipping. El enlace es válido durante 1 hora y solo puede usarse una vez.',
    action: 'Elegir una nueva contraseña',
    ignore: 'Si no lo has solicitado, ignora este mensaje; tu contraseña no cambiará.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe',
    greeting: 'Bonjour',
    body: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Omni Dropshipping. Le lien est valable 1 heure et ne peut être utilisé qu’une fois.',
    action: 'Choisir un nouveau mot de passe',
    ignore:
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message ; votre mot de passe reste inchangé.",
  },
  it: {
    subject: 'Reimposta la tua password',
    greeting: 'Ciao',
    body: 'Abbiamo ricevuto una richiesta di reimpostare la password del tuo account Omni Dropshipping. Il link è valido per 1 ora e può essere usato una sola volta.',
    action: 'Scegli una nuova password',
    ignore: 'Se non l’hai richiesto tu, ignora questo messaggio: la tua password resta invariata.',
  },
  nl: {
    subject: 'Stel je wachtwoord opnieuw in',
    greeting: 'Hallo',
    body: 'We hebben een verzoek ontvangen om het wachtwoord van je Omni Dropshipping-account opnieuw in te stellen. De link is 1 uur geldig en kan één keer worden gebruikt.',
    action: 'Nieuw wachtwoord kiezen',
    ignore:
      'Heb je dit niet aangevraagd? Negeer dan dit bericht; je wachtwoord blijft ongewijzigd.',
  },
  'pt-BR': {
    subject: 'Redefina sua senha',
    greeting: 'Olá',
    body: 'Recebemos uma solicitação para redefinir a senha da sua conta Omni Dropshipping. O link é válido por 1 hora e pode ser usado uma única vez.',
    action: 'Escolher uma nova senha',
    ignore: 'Se você não fez essa solicitação, ignore esta mensagem; sua senha continua a mesma.',
  },
  'zh-CN': {
    subject: '重置您的密码',
    greeting: '您好',
    body: '我们收到了重置您 Omni Dropshipping 账户密码的请求。链接在 1 小时内有效，且只能使用一次。',
    action: '设置新密码',
    ignore: '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
  },
};
