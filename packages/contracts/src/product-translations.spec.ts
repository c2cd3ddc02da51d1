import {
  cleanProductTranslations,
  missingProductTranslations,
  missingTranslationName,
  productTranslationsProblem,
  translatedProductTexts,
} from './product-translations';

const product = {
  title: 'Dazz Cam Premium',
  description: 'Every retro camera.',
  specifications: { Platform: 'iOS 14 and above', Delivery: 'Activation code by e-mail' },
  options: [
    {
      name: 'Duration' as const,
      choices: [
        { label: '1 YEAR', value: '1_year', price: 4.99 },
        { label: 'LIFETIME', value: 'lifetime', price: 7.99, stock: 3 },
      ],
    },
  ],
};

describe('translatedProductTexts', () => {
  it('gives each text in the language asked, keeping the order, values, prices and stock', () => {
    const texts = translatedProductTexts(
      product,
      {
        ms: {
          title: 'Dazz Cam Premium',
          description: 'Semua kamera retro.',
          features: { Delivery: { name: 'Penghantaran', value: 'Kod pengaktifan melalui e-mel' } },
          choices: { lifetime: 'SEUMUR HIDUP' },
        },
      },
      'ms',
    );
    expect(texts.description).toBe('Semua kamera retro.');
    expect(Object.entries(texts.specifications)).toEqual([
      ['Platform', 'iOS 14 and above'],
      ['Penghantaran', 'Kod pengaktifan melalui e-mel'],
    ]);
    expect(texts.options[0].choices).toEqual([
      { label: '1 YEAR', value: '1_year', price: 4.99 },
      { label: 'SEUMUR HIDUP', value: 'lifetime', price: 7.99, stock: 3 },
    ]);
  });

  it('falls back to English for blank texts, another language and English itself', () => {
    const translations = { ms: { title: '  ', choices: { '1_year': '' } }, 'zh-Hans': { title: '达兹相机' } };
    expect(translatedProductTexts(product, translations, 'ms').title).toBe('Dazz Cam Premium');
    expect(translatedProductTexts(product, translations, 'ms').options[0].choices[0].label).toBe('1 YEAR');
    expect(translatedProductTexts(product, translations, 'en')).toBe(product);
    expect(translatedProductTexts(product, null, 'zh-Hans')).toBe(product);
    expect(translatedProductTexts(product, translations, 'zh-Hans').title).toBe('达兹相机');
  });
});

describe('missingProductTranslations', () => {
  it('names every text with English but no translation, a feature until both its name and text are there', () => {
    const missing = missingProductTranslations(product, {
      ms: {
        title: 'Dazz Cam Premium',
        description: 'Semua kamera retro.',
        features: {
          Platform: { name: 'Platform', value: 'iOS 14 dan ke atas' },
          Delivery: { value: 'Kod pengaktifan melalui e-mel' },
        },
        choices: { '1_year': '1 TAHUN', lifetime: 'SEUMUR HIDUP' },
      },
    }).map(missingTranslationName);
    expect(missing).toEqual([
      'ms: feature Delivery',
      'zh-Hans: title',
      'zh-Hans: description',
      'zh-Hans: feature Platform',
      'zh-Hans: feature Delivery',
      'zh-Hans: choice 1_year',
      'zh-Hans: choice lifetime',
    ]);
  });

  it('asks nothing for a text the product does not have', () => {
    const bare = { title: 'X', description: '', specifications: {}, options: [] };
    expect(missingProductTranslations(bare, { ms: { title: 'X' }, 'zh-Hans': { title: 'X' } })).toEqual([]);
  });
});

describe('cleanProductTranslations', () => {
  it('trims, drops blanks and the texts of features and choices the product no longer has', () => {
    expect(
      cleanProductTranslations(
        {
          ms: {
            title: ' Kamera ',
            description: ' ',
            features: { Platform: { name: ' ', value: ' iOS ' }, Gone: { name: 'Hilang', value: 'x' } },
            choices: { lifetime: ' SEUMUR HIDUP ', old: 'LAMA' },
          },
          'zh-Hans': { title: '' },
        },
        product,
      ),
    ).toEqual({
      ms: { title: 'Kamera', features: { Platform: { value: 'iOS' } }, choices: { lifetime: 'SEUMUR HIDUP' } },
    });
  });
});

describe('productTranslationsProblem', () => {
  it('accepts the shape and refuses anything else with a reason', () => {
    expect(productTranslationsProblem({})).toBeNull();
    expect(
      productTranslationsProblem({ ms: { title: 'x', features: { A: { name: 'a' } }, choices: { v: 'x' } } }),
    ).toBeNull();
    expect(productTranslationsProblem([])).toMatch(/must be an object/);
    expect(productTranslationsProblem({ en: {} })).toMatch(/only have the languages/);
    expect(productTranslationsProblem({ ms: 'x' })).toMatch(/must be an object/);
    expect(productTranslationsProblem({ ms: { title: 1 } })).toMatch(/product name/);
    expect(productTranslationsProblem({ ms: { features: { A: 'x' } } })).toMatch(/key feature/);
    expect(productTranslationsProblem({ ms: { choices: { a: 'x'.repeat(61) } } })).toMatch(/at most 60/);
  });
});
