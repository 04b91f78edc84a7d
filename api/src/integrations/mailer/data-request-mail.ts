import type { LanguageCode } from '@omni/shared/contracts';
import type { MailMessage } from './mailer';
import { escapeHtml } from './render-mail';

interface DataRequestTexts {
  subject: (shop: string) => string;
  greeting: string;
  body: (shop: string, requestId: string) => string;
  closing: string;
}

/**
 * The mail that hands a shop owner the data we hold about one of their customers (Shopify's
 * customers/data_request). The export itself is JSON, the same in every language.
 */
const TEXTS: Record<LanguageCode, DataRequestTexts> = {
  en: {
    subject: (shop) => `Customer data request for ${shop}`,
    greeting: 'Hello',
    body: (shop, id) =>
      `A customer of ${shop} asked, through Shopify, for the data we hold about them (request ${id}). Below is everything Omni Dropshipping keeps about this customer for your store: their details, their orders, the line items and the addresses.`,
    closing:
      'Please pass this on to the customer. Shopify expects the request to be answered within 30 days.',
  },
  ar: {
    subject: (shop) => `طلب بيانات عميل للمتجر ${shop}`,
    greeting: 'مرحبًا',
    body: (shop, id) =>
      `طلب أحد عملاء ${shop} عبر Shopify البيانات التي نحتفظ بها عنه (الطلب ${id}). فيما يلي كل ما يحتفظ به Omni Dropshipping عن هذا العميل لمتجرك: بياناته وطلباته وعناصر الطلبات والعناوين.`,
    closing: 'يرجى إرسال هذه البيانات إلى العميل. تتوقع Shopify الرد على الطلب خلال 30 يومًا.',
  },
  de: {
    subject: (shop) => `Anfrage nach Kundendaten für ${shop}`,
    greeting: 'Hallo',
    body: (shop, id) =>
      `Ein Kunde von ${shop} hat über Shopify die Daten angefordert, die wir über ihn speichern (Anfrage ${id}). Unten steht alles, was Omni Dropshipping für Ihren Shop über diesen Kunden speichert: seine Angaben, seine Bestellungen, die Bestellpositionen und die Adressen.`,
    closing:
      'Bitte geben Sie diese Daten an den Kunden weiter. Shopify erwartet eine Antwort innerhalb von 30 Tagen.',
  },
  es: {
    subject: (shop) => `Solicitud de datos de un cliente de ${shop}`,
    greeting: 'Hola',
    body: (shop, id) =>
      `Un cliente de ${shop} ha solicitado a través de Shopify los datos que guardamos sobre él (solicitud ${id}). A continuación está todo lo que Omni Dropshipping guarda sobre este cliente para tu tienda: sus datos, sus pedidos, los artículos y las direcciones.`,
    closing:
      'Envía estos datos al cliente. Shopify espera que la solicitud se atienda en un plazo de 30 días.',
  },
  fr: {
    subject: (shop) => `Demande de données client pour ${shop}`,
    greeting: 'Bonjour',
    body: (shop, id) =>
      `Un client de ${shop} a demandé, via Shopify, les données que nous conservons à son sujet (demande ${id}). Voici tout ce qu'Omni Dropshipping conserve sur ce client pour votre boutique : ses coordonnées, ses commandes, les articles commandés et les adresses.`,
    closing:
      'Veuillez transmettre ces données au client. Shopify attend une réponse sous 30 jours.',
  },
  it: {
    subject: (shop) => `Richiesta di dati di un cliente di ${shop}`,
    greeting: 'Ciao',
    body: (shop, id) =>
      `Un cliente di ${shop} ha chiesto tramite Shopify i dati che conserviamo su di lui (richiesta ${id}). Qui sotto trovi tutto ciò che Omni Dropshipping conserva su questo cliente per il tuo negozio: i suoi dati, i suoi ordini, gli articoli e gli indirizzi.`,
    closing: 'Inoltra questi dati al cliente. Shopify si aspetta una risposta entro 30 giorni.',
  },
  nl: {
    subject: (shop) => `Verzoek om klantgegevens voor ${shop}`,
    greeting: 'Hallo',
    body: (shop, id) =>
      `Een klant van ${shop} heeft via Shopify gevraagd om de gegevens die wij over hem bewaren (verzoek ${id}). Hieronder staat alles wat Omni Dropshipping voor je winkel over deze klant bewaart: de klantgegevens, de bestellingen, de bestelregels en de adressen.`,
    closing:
      'Stuur deze gegevens door naar de klant. Shopify verwacht dat het verzoek binnen 30 dagen wordt afgehandeld.',
  },
  'pt-BR': {
    subject: (shop) => `Solicitação de dados de cliente para ${shop}`,
    greeting: 'Olá',
    body: (shop, id) =>
      `Um cliente de ${shop} solicitou, pelo Shopify, os dados que guardamos sobre ele (solicitação ${id}). Abaixo está tudo o que o Omni Dropshipping guarda sobre esse cliente para a sua loja: dados do cliente, pedidos, itens e endereços.`,
    closing:
      'Encaminhe esses dados ao cliente. O Shopify espera que a solicitação seja atendida em até 30 dias.',
  },
  'zh-CN': {
    subject: (shop) => `${shop} 的客户数据请求`,
    greeting: '您好',
    body: (shop, id) =>
      `${shop} 的一位客户通过 Shopify 请求获取我们保存的其个人数据（请求 ${id}）。以下是 Omni Dropshipping 为您的店铺保存的该客户的全部数据：客户信息、订单、订单商品和地址。`,
    closing: '请将这些数据转交给该客户。Shopify 要求在 30 天内答复该请求。',
  },
};

export function customerDataRequestMail(
  language: LanguageCode,
  to: string,
  shop: string,
  requestId: string,
  exported: unknown,
): MailMessage {
  const texts = TEXTS[language];
  const json = JSON.stringify(exported, null, 2);
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const html =
    `<div dir="${dir}" lang="${language}" style="font-family:sans-serif;max-width:720px">` +
    `<p>${escapeHtml(texts.greeting)},</p><p>${escapeHtml(texts.body(shop, requestId))}</p>` +
    `<p>${escapeHtml(texts.closing)}</p>` +
    `<pre dir="ltr" style="background:#f5f5f5;padding:12px;border-radius:6px;overflow:auto">${escapeHtml(json)}</pre></div>`;
  const text = `${texts.greeting},\n\n${texts.body(shop, requestId)}\n\n${texts.closing}\n\n${json}\n`;
  return { to, subject: texts.subject(shop), html, text, kind: 'customer_data_request' };
}
