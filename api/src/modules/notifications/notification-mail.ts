import type { LanguageCode } from '@omni/shared/contracts';
import type { NotificationGroup } from '@omni/shared/contracts/notification-settings';
import type { MailMessage } from '../../integrations/mailer/mailer';
import { escapeHtml } from '../../integrations/mailer/render-mail';

interface NotificationMailTexts {
  subject: Record<NotificationGroup, string>;
  greeting: string;
  body: Record<NotificationGroup, string>;
  action: string;
  settings: string;
}

/**
 * The e-mail that tells a merchant there is news about their products, suppliers or orders.
 * It names the group, not the event: a notification's own wording lives in the app's locales
 * (ADR 050), and the link opens it there.
 */
const TEXTS: Record<LanguageCode, NotificationMailTexts> = {
  en: {
    subject: {
      product: 'News about your products',
      supplier: 'News about your suppliers',
      order: 'News about your orders',
    },
    greeting: 'Hello',
    body: {
      product: 'Something changed on one of your products in Omni Dropshipping.',
      supplier: 'Something changed with one of your suppliers in Omni Dropshipping.',
      order: 'Something happened to one of your orders in Omni Dropshipping.',
    },
    action: 'Open the notification',
    settings:
      'You can choose which notifications you receive by e-mail in your notification settings.',
  },
  ar: {
    subject: {
      product: 'مستجدات حول منتجاتك',
      supplier: 'مستجدات حول مورّديك',
      order: 'مستجدات حول طلباتك',
    },
    greeting: 'مرحبًا',
    body: {
      product: 'حدث تغيير على أحد منتجاتك في Omni Dropshipping.',
      supplier: 'حدث تغيير لدى أحد مورّديك في Omni Dropshipping.',
      order: 'حدث أمر يخص أحد طلباتك في Omni Dropshipping.',
    },
    action: 'فتح الإشعار',
    settings: 'يمكنك اختيار الإشعارات التي تصلك عبر البريد الإلكتروني من إعدادات الإشعارات.',
  },
  de: {
    subject: {
      product: 'Neuigkeiten zu Ihren Produkten',
      supplier: 'Neuigkeiten zu Ihren Lieferanten',
      order: 'Neuigkeiten zu Ihren Bestellungen',
    },
    greeting: 'Hallo',
    body: {
      product: 'Bei einem Ihrer Produkte in Omni Dropshipping hat sich etwas geändert.',
      supplier: 'Bei einem Ihrer Lieferanten in Omni Dropshipping hat sich etwas geändert.',
      order: 'Bei einer Ihrer Bestellungen in Omni Dropshipping ist etwas passiert.',
    },
    action: 'Benachrichtigung öffnen',
    settings:
      'In Ihren Benachrichtigungseinstellungen legen Sie fest, welche Benachrichtigungen Sie per E-Mail erhalten.',
  },
  es: {
    subject: {
      product: 'Novedades sobre tus productos',
      supplier: 'Novedades sobre tus proveedores',
      order: 'Novedades sobre tus pedidos',
    },
    greeting: 'Hola',
    body: {
      product: 'Ha cambiado algo en uno de tus productos en Omni Dropshipping.',
      supplier: 'Ha cambiado algo con uno de tus proveedores en Omni Dropshipping.',
      order: 'Ha ocurrido algo con uno de tus pedidos en Omni Dropshipping.',
    },
    action: 'Abrir la notificación',
    settings:
      'En la configuración de notificaciones puedes elegir qué notificaciones recibes por correo electrónico.',
  },
  fr: {
    subject: {
      product: 'Du nouveau sur vos produits',
      supplier: 'Du nouveau sur vos fournisseurs',
      order: 'Du nouveau sur vos commandes',
    },
    greeting: 'Bonjour',
    body: {
      product: "Quelque chose a changé sur l'un de vos produits dans Omni Dropshipping.",
      supplier: "Quelque chose a changé chez l'un de vos fournisseurs dans Omni Dropshipping.",
      order: "Il s'est passé quelque chose sur l'une de vos commandes dans Omni Dropshipping.",
    },
    action: 'Ouvrir la notification',
    settings:
      'Vous pouvez choisir les notifications reçues par e-mail dans vos paramètres de notification.',
  },
  it: {
    subject: {
      product: 'Novità sui tuoi prodotti',
      supplier: 'Novità sui tuoi fornitori',
      order: 'Novità sui tuoi ordini',
    },
    greeting: 'Ciao',
    body: {
      product: 'È cambiato qualcosa in uno dei tuoi prodotti su Omni Dropshipping.',
      supplier: 'È cambiato qualcosa con uno dei tuoi fornitori su Omni Dropshipping.',
      order: 'È successo qualcosa a uno dei tuoi ordini su Omni Dropshipping.',
    },
    action: 'Apri la notifica',
    settings:
      'Nelle impostazioni delle notifiche puoi scegliere quali notifiche ricevere via e-mail.',
  },
  nl: {
    subject: {
      product: 'Nieuws over je producten',
      supplier: 'Nieuws over je leveranciers',
      order: 'Nieuws over je bestellingen',
    },
    greeting: 'Hallo',
    body: {
      product: 'Er is iets veranderd aan een van je producten in Omni Dropshipping.',
      supplier: 'Er is iets veranderd bij een van je leveranciers in Omni Dropshipping.',
      order: 'Er is iets gebeurd met een van je bestellingen in Omni Dropshipping.',
    },
    action: 'Melding openen',
    settings: 'In je meldingsinstellingen kies je welke meldingen je per e-mail ontvangt.',
  },
  'pt-BR': {
    subject: {
      product: 'Novidades sobre seus produtos',
      supplier: 'Novidades sobre seus fornecedores',
      order: 'Novidades sobre seus pedidos',
    },
    greeting: 'Olá',
    body: {
      product: 'Algo mudou em um dos seus produtos no Omni Dropshipping.',
      supplier: 'Algo mudou com um dos seus fornecedores no Omni Dropshipping.',
      order: 'Algo aconteceu com um dos seus pedidos no Omni Dropshipping.',
    },
    action: 'Abrir a notificação',
    settings:
      'Nas configurações de notificação, você escolhe quais notificações recebe por e-mail.',
  },
  'zh-CN': {
    subject: {
      product: '您的商品有新动态',
      supplier: '您的供应商有新动态',
      order: '您的订单有新动态',
    },
    greeting: '您好',
    body: {
      product: '您在 Omni Dropshipping 中的一个商品发生了变化。',
      supplier: '您在 Omni Dropshipping 中的一个供应商发生了变化。',
      order: '您在 Omni Dropshipping 中的一个订单有了新情况。',
    },
    action: '查看通知',
    settings: '您可以在通知设置中选择通过电子邮件接收哪些通知。',
  },
};

/** `kind` of the outbox row: notification.<kind>, so tests and the mailbox can tell them apart. */
export function notificationMail(options: {
  language: LanguageCode;
  to: string;
  name: string;
  group: NotificationGroup;
  kind: string;
  link: string;
}): MailMessage {
  const { language, to, name, group, kind, link } = options;
  const texts = TEXTS[language];
  const greeting = name ? `${texts.greeting} ${name},` : `${texts.greeting},`;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const html =
    `<div dir="${dir}" lang="${language}" style="font-family:sans-serif;max-width:560px">` +
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(texts.body[group])}</p>` +
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#1677ff;color:#fff;` +
    `border-radius:6px;text-decoration:none">${escapeHtml(texts.action)}</a></p>` +
    `<p style="font-size:12px;color:#666">${escapeHtml(texts.settings)}</p></div>`;
  const text = `${greeting}\n\n${texts.body[group]}\n\n${texts.action}: ${link}\n\n${texts.settings}\n`;
  return { to, subject: texts.subject[group], html, text, kind: `notification.${kind}` };
}
