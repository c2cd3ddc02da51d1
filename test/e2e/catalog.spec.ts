import { expect, test, type Page } from '@playwright/test';
import { registerCustomer } from './support/admin';

/**
 * The catalogue from the shopper's side (docs/product/storefront.md: products, product detail, favourites):
 * search, sort, category chips, option prices, the lightbox and favourites that survive a reload.
 */

const PASSWORD = 'correct-horse-42';

const prices = async (page: Page) =>
  (await page.getByTestId('product-price').allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, '')));

const resultCount = (page: Page) => page.getByTestId('result-count');

test('a header search lists the matching products with the right count, and Clear search resets it', async ({
  page,
}) => {
  const expected = await (await page.request.get('/api/products?search=steam%20rental&limit=100')).json();
  expect(expected.total).toBeGreaterThan(0);

  await page.goto('/');
  await page.getByRole('search').getByLabel('Search products').fill('  Steam Rental  ');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/products\?search=Steam\+Rental$/);
  await expect(page.getByText('Search results for')).toContainText('Steam Rental');
  await expect(resultCount(page)).toHaveText(`${expected.total} products found`);
  await expect(page.getByTestId('product-card')).toHaveCount(expected.total);

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(/\/products$/);
  const all = await (await page.request.get('/api/products?limit=100')).json();
  await expect(resultCount(page)).toHaveText(`${all.total} products found`);
});

test('an unmatched search shows No products found', async ({ page }) => {
  await page.goto('/products?search=nothing-like-this-exists');
  await expect(page.getByText('No products found')).toBeVisible();
  await expect(resultCount(page)).toHaveText('0 products found');
});

test('sorting by price orders the cards', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(async () => {
    const ascending = await prices(page);
    expect(ascending.length).toBeGreaterThan(3);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  }).toPass();

  await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
  await expect(async () => {
    const descending = await prices(page);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(descending[descending.length - 1]);
  }).toPass();
});

test('a category chip shows only that category', async ({ page }) => {
  const expected = await (await page.request.get('/api/products?category=Nintendo%20Games')).json();
  await page.goto('/products');
  await page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'Nintendo Games' }).click();

  await expect(page).toHaveURL(/category=Nintendo\+Games/);
  await expect(resultCount(page)).toHaveText(`${expected.total} products found`);
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(expected.total);
  for (const card of await cards.all()) await expect(card).toContainText('Nintendo Games');
});

test('a rental shows the warning, and choosing a duration changes the price', async ({ page }) => {
  await page.goto('/product/GTA5');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('GTA V Premium (Steam Rental)');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Products');
  await expect(
    page.getByText('If cheating leads to account ban, violators will be held responsible and charged at full price!'),
  ).toBeVisible();

  // The first choice is preselected.
  await expect(page.getByRole('button', { name: /3 Hours/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('detail-price')).toHaveText('RM2.99');
  await page.getByRole('button', { name: /24 Hours/ }).click();
  await expect(page.getByTestId('detail-price')).toHaveText('RM9.99');
  await page.getByRole('button', { name: /12 Hours/ }).click();
  await expect(page.getByTestId('detail-price')).toHaveText('RM5.99');

  // Quantity never goes below 1.
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByTestId('quantity')).toHaveText('2');
});

test('an unknown product says Product not found', async ({ page }) => {
  await page.goto('/product/NO-SUCH-THING');
  await expect(page.getByText('Product not found')).toBeVisible();
});

test('the lightbox opens from the gallery and closes with Escape or Close', async ({ page }) => {
  await page.goto('/product/DZ');
  const lightbox = page.getByRole('dialog', { name: 'Dazz Cam Premium image' });
  await expect(lightbox).toBeHidden();

  await page.getByRole('button', { name: 'Open full-screen image of Dazz Cam Premium' }).click();
  await expect(lightbox).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  await page.getByRole('button', { name: 'Show image 2 of 3' }).click();
  await page.getByRole('button', { name: 'Open full-screen image of Dazz Cam Premium' }).click();
  await expect(lightbox).toBeVisible();
  await expect(lightbox).toContainText('2 / 3');
  await lightbox.getByRole('button', { name: 'Close' }).click();
  await expect(lightbox).toBeHidden();
});

test('an image whose url has spaces falls back to the hyphenated file', async ({ page }) => {
  await page.goto('/product/MK8');
  const image = page.getByRole('button', { name: /Open full-screen image/ }).locator('img');
  await expect(image).toHaveAttribute('src', /Mario-Kart-8-Deluxe-1\.svg$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('a guest favourite survives a reload', async ({ page }) => {
  await page.goto('/products');
  await page.getByRole('button', { name: 'Add Dazz Cam Premium to favorites' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Favorites (1)' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove Dazz Cam Premium from favorites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The list itself needs a login (docs/product/storefront.md#favourites): the guest is asked to log in.
  await page.getByRole('banner').getByRole('link', { name: 'Favorites (1)' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/favorites');
  await expect(page.getByText('Please login to view your favorites').first()).toBeVisible();
});

test('a corrupt stored favourites list is dropped, not fatal', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.localStorage.setItem('likedProducts', '{not json'));
  await page.goto('/products');
  await expect(page.getByRole('button', { name: 'Add Dazz Cam Premium to favorites' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('likedProducts'))).toBeNull();
});

test('a logged-in favourite survives a reload, and guest favourites join the account at login', async ({ page }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `liker.${stamp}@example.com`;
  await registerCustomer(page.request, { name: `Liker ${stamp}`, email, password: PASSWORD });

  // As a guest, like SNOW Premium.
  await page.goto('/products');
  await page.getByRole('button', { name: 'Add SNOW Premium to favorites' }).click();

  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  // Like VSCO on its page while logged in.
  await page.goto('/product/VS');
  await page.getByRole('button', { name: 'Add VSCO Membership to favorites' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Favorites (2)' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove VSCO Membership from favorites' })).toBeVisible();
  await page.goto('/likes');
  await expect(page.getByRole('heading', { name: 'My Likes' })).toBeVisible();
  await expect(page.getByTestId('favorites-count')).toHaveText('Showing 2 of 2');
  await expect(page.getByText('SNOW Premium')).toBeVisible();
  await expect(page.getByText('VSCO Membership')).toBeVisible();
  // Kept on the server, not in the browser.
  expect(await page.evaluate(() => window.localStorage.getItem('likedProducts'))).toBeNull();

  // Filters: search narrows, Showing X of Y follows.
  await page.getByLabel('Search favorites').fill('vsco');
  await expect(page.getByTestId('favorites-count')).toHaveText('Showing 1 of 2');
});

test("a heart tapped while the account's favourites are still loading stays on", async ({ page }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `early.${stamp}@example.com`;
  await registerCustomer(page.request, { name: `Early ${stamp}`, email, password: PASSWORD });
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  // A slow network: the page's load of the list answers only after the heart was tapped and saved.
  let releaseList: () => void = () => undefined;
  const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
  let listAnswered: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (listAnswered = resolve));
  await page.route('**/api/me/likes', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const answer = await route.fetch();
    await listHeld;
    // The page may have given up on the stale list (an aborted fetch): then there is nothing to fulfil.
    await route.fulfill({ response: answer }).catch(() => undefined);
    listAnswered();
  });
  await page.goto('/product/VS');
  await page.getByRole('button', { name: 'Add VSCO Membership to favorites' }).click();
  // Saved on the server (asked past the page's held route) before the held list answers.
  const token = await page.evaluate(() => window.localStorage.getItem('kedai.token'));
  const serverLikes = async () => {
    const answer = await page.request.get('/api/me/likes', { headers: { Authorization: `Bearer ${token}` } });
    return ((await answer.json()) as { productIds: string[] }).productIds.length;
  };
  await expect.poll(serverLikes).toBe(1);
  releaseList();

  await expect(page.getByRole('button', { name: 'Remove VSCO Membership from favorites' })).toBeVisible();
  // The late list has been answered (or dropped by the page) and had two frames to render: the heart stays on.
  await answered;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.getByRole('button', { name: 'Remove VSCO Membership from favorites' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Favorites (1)' })).toBeVisible();
});

test('Customer Reviews filter by version', async ({ page }) => {
  const all = await (await page.request.get('/api/products/DZ/reviews')).json();
  const yearly = await (await page.request.get('/api/products/DZ/reviews?version=1_year')).json();
  expect(yearly.length).toBeLessThan(all.length);

  await page.goto('/product/DZ');
  await expect(page.getByRole('heading', { name: 'Customer Reviews' })).toBeVisible();
  await expect(page.getByTestId('review')).toHaveCount(all.length);
  await page.getByLabel('Filter reviews by version').selectOption({ label: '1 YEAR' });
  await expect(page.getByTestId('review')).toHaveCount(yearly.length);
  for (const review of await page.getByTestId('review').all()) await expect(review).toContainText('1 YEAR');
  await page.getByLabel('Filter reviews by version').selectOption({ label: 'All Versions' });
  await expect(page.getByTestId('review')).toHaveCount(all.length);
  // Only the versions the reviews carry are offered.
  expect(await page.getByLabel('Filter reviews by version').locator('option').allTextContents()).toEqual(
    expect.arrayContaining(['All Versions', '1 YEAR', 'LIFETIME']),
  );

  // A product whose reviews carry no version offers no version filter.
  const plain = (await (await page.request.get('/api/products/FT/reviews')).json()) as { version?: string | null }[];
  expect(plain.length).toBeGreaterThan(0);
  expect(plain.every((review) => !review.version)).toBe(true);
  await page.goto('/product/FT');
  await expect(page.getByTestId('review')).toHaveCount(plain.length);
  await expect(page.getByLabel('Filter reviews by version')).toHaveCount(0);
});

test('All Ratings asks a guest to log in, and lists rated products with filters for a customer', async ({ page }) => {
  await page.goto('/view-ratings');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fview-ratings$/);
  await expect(page.getByText('Please login to view ratings').first()).toBeVisible();

  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `rater.${stamp}@example.com`;
  await registerCustomer(page.request, { name: `Rater ${stamp}`, email, password: PASSWORD });
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/view-ratings$/);

  const rated = await (await page.request.get('/api/ratings')).json();
  const fiveStar = await (await page.request.get('/api/ratings?minStars=5')).json();
  await expect(page.getByRole('heading', { name: 'All Ratings' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to Profile/ })).toHaveAttribute('href', '/profile');
  await expect(page.getByTestId('rating-card')).toHaveCount(rated.length);
  const dazz = page.getByTestId('rating-card').filter({ hasText: 'Dazz Cam Premium' });
  await expect(dazz.getByRole('listitem')).toHaveCount(3);
  await expect(dazz.getByRole('link', { name: 'View all 3 reviews' })).toBeVisible();

  await page.getByLabel('Minimum stars').selectOption({ label: '5+ Stars' });
  await expect(page.getByTestId('rating-card')).toHaveCount(fiveStar.length);

  await page.getByLabel('Search products').last().fill('no product is called this');
  await expect(page.getByText('No Ratings Found')).toBeVisible();
  await page.getByLabel('Search products').last().fill('dazz');
  await expect(page.getByTestId('rating-card')).toHaveCount(1);
  await page.getByTestId('rating-card').getByRole('link', { name: 'View Product' }).click();
  await expect(page).toHaveURL(/\/product\/DZ$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a rental duration is chosen in the Select Duration sheet', async ({ page }) => {
    await page.goto('/product/GTA5');
    await expect(page.getByTestId('detail-price')).toHaveText('RM2.99');
    const sheet = page.getByRole('dialog', { name: 'Select Duration' });

    await page.getByRole('button', { name: '3 Hours' }).click();
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText('Choose your rental period');
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId('detail-price')).toHaveText('RM2.99');

    await page.getByRole('button', { name: '3 Hours' }).click();
    await sheet.getByRole('button', { name: /24 Hours/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId('detail-price')).toHaveText('RM9.99');
    await expect(page.getByRole('button', { name: '24 Hours' })).toBeVisible();
  });
});

test('an expired stored session does not send a shopper browsing products to the login page', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    window.localStorage.setItem('kedai.token', 'expired-token');
    window.localStorage.setItem(
      'kedai.user',
      JSON.stringify({
        id: '00000000-0000-4000-8000-000000000000',
        email: 'gone@example.com',
        name: 'Gone',
        role: 'user',
      }),
    );
  });
  await page.goto('/products');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add Dazz Cam Premium to favorites' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Favorites (1)' })).toBeVisible();
  await expect(page).toHaveURL(/\/products$/);
});
