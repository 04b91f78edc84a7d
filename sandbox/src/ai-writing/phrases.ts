/**
 * The stand-in's own words, per language: the connecting phrases around the product's facts.
 * They carry the tone (a lead-in, a closing line, a title tag) and never a claim about the
 * product; every fact in a text comes from the request.
 */
export const TONES = [
  'persuasive',
  'expert',
  'daring',
  'playful',
  'sophisticated',
  'supportive',
] as const;
export type Tone = (typeof TONES)[number];

interface TonePhrases {
  /** Opens a description; {title} is the product's title. */
  lead: string;
  /** Closes a description. */
  cta: string;
  /** Follows the title in the storytelling style. */
  tag: string;
}

export interface LanguagePhrases {
  tones: Record<Tone, TonePhrases>;
  highlights: string;
  storyOpen: string;
  /** {name} and {values} of one attribute. */
  choose: string;
  listSeparator: string;
  /** Between sentences of one paragraph. */
  sentenceGap: string;
}

const en: LanguagePhrases = {
  tones: {
    persuasive: { lead: 'Meet {title}.', cta: 'Order yours today.', tag: 'Yours Today' },
    expert: {
      lead: '{title}: the details that matter.',
      cta: 'Compare the options above and choose the one that fits.',
      tag: 'Expert Pick',
    },
    daring: {
      lead: 'Dare to stand out with {title}.',
      cta: 'Go for it and order now.',
      tag: 'Stand Out',
    },
    playful: {
      lead: 'Say hello to {title}!',
      cta: 'Pop it in your cart and have fun!',
      tag: 'Pure Fun',
    },
    sophisticated: {
      lead: 'Introducing {title}.',
      cta: 'A refined choice, ready when you are.',
      tag: 'Refined Choice',
    },
    supportive: {
      lead: '{title}, chosen with you in mind.',
      cta: 'Questions? We are happy to help you choose.',
      tag: 'Made Easy',
    },
  },
  highlights: 'Highlights',
  storyOpen: 'Picture this:',
  choose: 'Choose your {name}: {values}.',
  listSeparator: ', ',
  sentenceGap: ' ',
};

const de: LanguagePhrases = {
  tones: {
    persuasive: {
      lead: 'Entdecken Sie {title}.',
      cta: 'Bestellen Sie Ihres noch heute.',
      tag: 'Jetzt Ihres',
    },
    expert: {
      lead: '{title}: die Details, auf die es ankommt.',
      cta: 'Vergleichen Sie die Optionen oben und wählen Sie die passende.',
      tag: 'Expertenwahl',
    },
    daring: {
      lead: 'Fallen Sie auf mit {title}.',
      cta: 'Trauen Sie sich und bestellen Sie jetzt.',
      tag: 'Auffallen',
    },
    playful: {
      lead: 'Sag hallo zu {title}!',
      cta: 'Ab in den Warenkorb und viel Spaß!',
      tag: 'Purer Spaß',
    },
    sophisticated: {
      lead: 'Wir präsentieren {title}.',
      cta: 'Eine erlesene Wahl, bereit, wann immer Sie es sind.',
      tag: 'Erlesene Wahl',
    },
    supportive: {
      lead: '{title}, ausgewählt mit Blick auf Sie.',
      cta: 'Fragen? Wir helfen Ihnen gern bei der Auswahl.',
      tag: 'Ganz einfach',
    },
  },
  highlights: 'Highlights',
  storyOpen: 'Stellen Sie sich vor:',
  choose: 'Wählen Sie {name}: {values}.',
  listSeparator: ', ',
  sentenceGap: ' ',
};

const es: LanguagePhrases = {
  tones: {
    persuasive: { lead: 'Descubre {title}.', cta: 'Pide el tuyo hoy mismo.', tag: 'Tuyo hoy' },
    expert: {
      lead: '{title}: los detalles que importan.',
      cta: 'Compara las opciones de arriba y elige la que mejor te encaje.',
      tag: 'Elección experta',
    },
    daring: {
      lead: 'Atrévete a destacar con {title}.',
      cta: 'Lánzate y pídelo ahora.',
      tag: 'Destaca',
    },
    playful: {
      lead: '¡Saluda a {title}!',
      cta: '¡Añádelo al carrito y diviértete!',
      tag: 'Pura diversión',
    },
    sophisticated: {
      lead: 'Presentamos {title}.',
      cta: 'Una elección refinada, lista cuando tú lo estés.',
      tag: 'Elección refinada',
    },
    supportive: {
      lead: '{title}, elegido pensando en ti.',
      cta: '¿Tienes dudas? Te ayudamos encantados a elegir.',
      tag: 'Muy fácil',
    },
  },
  highlights: 'Lo más destacado',
  storyOpen: 'Imagínalo:',
  choose: 'Elige {name}: {values}.',
  listSeparator: ', ',
  sentenceGap: ' ',
};

const fr: LanguagePhrases = {
  tones: {
    persuasive: {
      lead: 'Découvrez {title}.',
      cta: "Commandez le vôtre dès aujourd'hui.",
      tag: "À vous dès aujourd'hui",
    },
    expert: {
      lead: '{title} : les détails qui comptent.',
      cta: 'Comparez les options ci-dessus et choisissez celle qui vous convient.',
      tag: "Choix d'expert",
    },
    daring: {
      lead: 'Osez vous démarquer avec {title}.',
      cta: 'Lancez-vous et commandez maintenant.',
      tag: 'Démarquez-vous',
    },
    playful: {
      lead: 'Dites bonjour à {title} !',
      cta: 'Glissez-le dans votre panier et amusez-vous !',
      tag: 'Pur plaisir',
    },
    sophisticated: {
      lead: 'Voici {title}.',
      cta: "Un choix raffiné, prêt quand vous l'êtes.",
      tag: 'Choix raffiné',
    },
    supportive: {
      lead: '{title}, choisi en pensant à vous.',
      cta: 'Des questions ? Nous vous aidons volontiers à choisir.',
      tag: 'Tout simplement',
    },
  },
  highlights: 'Points forts',
  storyOpen: 'Imaginez :',
  choose: 'Choisissez {name} : {values}.',
  listSeparator: ', ',
  sentenceGap: ' ',
};

const it: LanguagePhrases = {
  tones: {
    persuasive: { lead: 'Scopri {title}.', cta: 'Ordina il tuo oggi stesso.', tag: 'Tuo oggi' },
    expert: {
      lead: '{title}: i dettagli che contano.',
      cta: 'Confronta le opzioni qui sopra e scegli quella giusta per te.',
      tag: "Scelta dell'esperto",
    },
    daring: {
      lead: 'Osa distinguerti con {title}.',
      cta: 'Buttati e ordina ora.',
      tag: 'Distinguiti',
    },
    playful: {
      lead: 'Saluta {title}!',
      cta: 'Mettilo nel carrello e divertiti!',
      tag: 'Puro divertimento',
    },
    sophisticated: {
      lead: 'Ti presentiamo {title}.',
      cta: 'Una scelta raffinata, pronta quando lo sei tu.',
      tag: 'Scelta raffinata',
    },
    supportive: {
      lead: '{title}, scelto pensando a te.',
      cta: 'Domande? Siamo felici di aiutarti a scegliere.',
      tag: 'Semplicissimo',
    },
  },
  highlights: 'In evidenza',
  storyOpen: 'Immagina:',
  choose: 'Scegli {name}: {values}.',
  listSeparator: ', ',
  sentenceGap: ' ',
};

const nl: LanguagePhrases = {
  tones: {
    persuasive: {
      lead: 'Maak kennis met {title}.',
      cta: 'Bestel de jouwe vandaag nog.',
      tag: 'Vandaag de jouwe',
    },
    expert: {
      lead: '{title}: de details die ertoe doen.',
      cta: 'Vergelijk de opties hierboven en kies wat bij je past.',
      tag: 'Expertkeuze',
    },
    daring: {
      lead: 'Durf op te vallen met {title}.',
      cta: 'Waag de sprong en bestel nu.',
      tag: 'Val op',
    },
    playful: {
      lead: 'Zeg hallo tegen {title}!',
      cta: 'Gooi het in je winkelwagen en veel plezier!',
      tag: 'Puur plezier',
    },
    sophisticated: {
      lead: 'Wij presenteren {title}.',
      cta: 'Een verfijnde keuze, klaar wanneer jij dat bent.',
      tag: 'Verfijnde keuze',
    },
    supportive: {
      lead: '{title}, gekozen met jou in gedachten.',
      cta: 'Vragen? We helpen je graag kiezen.',
      tag: 'Zo gemakkelijk',
    },
  },
  highlights: 'Hoogtepunten',
  storyOpen: 'Stel je voor:',
  choose: 'Kies je {name}: {values}.',
  listSeparator: ', ',
  sentenceGap: ' ',
};

const ptBR: LanguagePhrases = {
  tones: {
    persuasive: { lead: 'Conheça {title}.', cta: 'Garanta o seu hoje mesmo.', tag: 'Seu hoje' },
    expert: {
      lead: '{title}: os detalhes que importam.',
      cta: 'Compare as opções acima e escolha a que combina com você.',
      tag: 'Escolha de especialista',
    },
    daring: {
      lead: 'Ouse se destacar com {title}.',
      cta: 'Vá em frente e peça agora.',
      tag: 'Destaque-se',
    },
    playful: {
      lead: 'Diga olá para {title}!',
      cta: 'Coloque no carrinho e divirta-se!',
      tag: 'Pura diversão',
    },
    sophisticated: {
      lead: 'Apresentamos {title}.',
      cta: 'Uma escolha refinada, pronta quando você estiver.',
      tag: 'Escolha refinada',
    },
    supportive: {
      lead: '{title}, escolhido pensando em você.',
      cta: 'Dúvidas? Teremos prazer em ajudar você a escolher.',
      tag: 'Bem fácil',
    },
  },
  highlights: 'Destaques',
  storyOpen: 'Imagine só:',
  choose: 'Escolha {name}: {values}.',
  listSeparator: ', ',
  sentenceGap: ' ',
};

const zhCN: LanguagePhrases = {
  tones: {
    persuasive: { lead: '为您推荐{title}。', cta: '立即下单，今天就拥有。', tag: '即刻拥有' },
    expert: {
      lead: '{title}：关键细节一览。',
      cta: '请比较上方选项，选择最适合您的款式。',
      tag: '专家之选',
    },
    daring: { lead: '用{title}大胆出众。', cta: '别犹豫，立即下单。', tag: '敢于出众' },
    playful: { lead: '快来认识{title}！', cta: '加入购物车，尽情享受乐趣！', tag: '乐趣满满' },
    sophisticated: { lead: '隆重呈现{title}。', cta: '精致之选，随时为您准备。', tag: '精致之选' },
    supportive: {
      lead: '{title}，为您贴心挑选。',
      cta: '有疑问？我们乐意帮您挑选。',
      tag: '轻松省心',
    },
  },
  highlights: '亮点',
  storyOpen: '想象一下：',
  choose: '可选{name}：{values}。',
  listSeparator: '、',
  sentenceGap: '',
};

const ar: LanguagePhrases = {
  tones: {
    persuasive: { lead: 'تعرّف على {title}.', cta: 'اطلبه اليوم.', tag: 'لك اليوم' },
    expert: {
      lead: '{title}: التفاصيل المهمة.',
      cta: 'قارن الخيارات أعلاه واختر ما يناسبك.',
      tag: 'اختيار الخبراء',
    },
    daring: { lead: 'تجرّأ على التميّز مع {title}.', cta: 'لا تتردد واطلبه الآن.', tag: 'تميّز' },
    playful: { lead: 'قل مرحبًا لـ {title}!', cta: 'أضفه إلى سلتك واستمتع!', tag: 'متعة خالصة' },
    sophisticated: {
      lead: 'نقدّم لك {title}.',
      cta: 'اختيار راقٍ، جاهز متى شئت.',
      tag: 'اختيار راقٍ',
    },
    supportive: {
      lead: '{title}، اخترناه من أجلك.',
      cta: 'لديك أسئلة؟ يسعدنا مساعدتك في الاختيار.',
      tag: 'بكل سهولة',
    },
  },
  highlights: 'أبرز المزايا',
  storyOpen: 'تخيّل معنا:',
  choose: 'اختر {name}: {values}.',
  listSeparator: '، ',
  sentenceGap: ' ',
};

const PHRASES: Record<string, LanguagePhrases> = {
  en,
  de,
  es,
  fr,
  it,
  nl,
  'pt-br': ptBR,
  pt: ptBR,
  'zh-cn': zhCN,
  zh: zhCN,
  ar,
};

/** The phrases of a language tag (case-insensitive, falling back to its base language, then en). */
export function phrasesFor(language: string): LanguagePhrases {
  const tag = language.toLowerCase();
  return PHRASES[tag] ?? PHRASES[tag.split('-')[0] ?? ''] ?? en;
}

export function toneOf(value: string): Tone {
  return TONES.find((tone) => tone === value) ?? 'persuasive';
}

export const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
