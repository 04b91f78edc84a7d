import { findOtherFormOfAddress } from './form-of-address';

describe('findOtherFormOfAddress', () => {
  it('is empty when each language keeps to its own form', () => {
    expect(
      findOtherFormOfAddress({
        en: { a: 'Did you save?' },
        de: { a: 'Geben Sie Ihre E-Mail-Adresse ein.', b: 'Produkte' },
        nl: { a: 'Wil je {{u}} opslaan? Zie <1>https://shop.example/u/1</1>', b: 'Je wilt' },
        es: { a: 'Introduce tu correo; su tienda sigue conectada.' },
        'zh-CN': { a: '您的店铺' },
      }),
    ).toEqual([]);
  });
  it('names each string and word of the other form, whatever its case', () => {
    expect(
      findOtherFormOfAddress({
        de: { auth: { lead: 'Melde dich an.', title: 'Du hast schon ein Konto?' } },
        nl: { a: 'Wilt u uw abonnement opzeggen?' },
        es: { a: 'Usted puede volver.' },
        'zh-CN': { a: '你的店铺' },
      }),
    ).toEqual([
      'de: auth.lead "dich"',
      'de: auth.title "Du"',
      'es: a "Usted"',
      'nl: a "u"',
      'nl: a "uw"',
      'zh-CN: a "你"',
    ]);
  });
});
